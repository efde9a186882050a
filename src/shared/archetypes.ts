/**
 * The archetype model: four traits, the letter rule and the 16 archetypes.
 * One source of truth for client, server and content (see docs/decisions/0002-archetype-codes.md).
 */

export const TRAIT_KEYS = ['independence', 'confidence', 'activity', 'flexibility'] as const;
export type TraitKey = (typeof TRAIT_KEYS)[number];

export interface TraitDefinition {
  key: TraitKey;
  /** Display name, as seeded in the traits table. */
  name: string;
  /** Pole for scores 3-4 and its letter. */
  high: string;
  highLetter: string;
  /** Pole for scores 1-2 and its letter. */
  low: string;
  lowLetter: string;
  description: string;
}

export const TRAITS: readonly TraitDefinition[] = [
  {
    key: 'independence',
    name: 'Independence',
    high: 'Independent',
    highLetter: 'I',
    low: 'Reliant',
    lowLetter: 'R',
    description: 'How much your pet does its own thing versus seeking your company, reassurance and direction.',
  },
  {
    key: 'confidence',
    name: 'Confidence',
    high: 'Confident',
    highLetter: 'C',
    low: 'Timid',
    lowLetter: 'T',
    description:
      'How boldly your pet meets new people, animals, sounds and places versus holding back, hiding or watching first.',
  },
  {
    key: 'activity',
    name: 'Activity Level',
    high: 'Active',
    highLetter: 'A',
    low: 'Passive',
    lowLetter: 'P',
    description: 'How much energy, play and movement your pet wants versus rest, calm and lounging.',
  },
  {
    key: 'flexibility',
    name: 'Flexibility',
    high: 'Flexible',
    highLetter: 'F',
    low: 'Structured',
    lowLetter: 'S',
    description: 'How easily your pet rolls with change versus relying on routine, predictability and familiar things.',
  },
];

export type TraitScores = Record<TraitKey, number>;

/** The pole a code letter stands for ('I' -> 'Independent'); the trait's name for an unknown letter. */
export function poleForLetter(trait: TraitDefinition, letter: string | undefined): string {
  return letter === trait.highLetter ? trait.high : letter === trait.lowLetter ? trait.low : trait.name;
}

/** The four poles of a code: 'RTPS' -> ['Reliant', 'Timid', 'Passive', 'Structured']. */
export function polesOf(code: string): string[] {
  return TRAITS.map((t, i) => poleForLetter(t, code[i]));
}

/** Letter rule: score >= 3 gives the high pole's letter, <= 2 the low pole's. */
export function letterFor(trait: TraitDefinition, score: number): string {
  return score >= 3 ? trait.highLetter : trait.lowLetter;
}

export function codeFor(scores: TraitScores): string {
  return TRAITS.map((t) => letterFor(t, scores[t.key])).join('');
}

/** 1 "Very <low>", 2 "Somewhat <low>", 3 "Somewhat <high>", 4 "Very <high>". */
export function scoreLabel(trait: TraitDefinition, score: number): string {
  const s = Math.min(4, Math.max(1, Math.round(score)));
  const intensity = s === 1 || s === 4 ? 'Very' : 'Somewhat';
  return `${intensity} ${s >= 3 ? trait.high : trait.low}`;
}

/** Bar fill for a trait score: 25, 40, 60, 75 percent; 50 when unknown. */
export function scoreFillPercent(score: number | null | undefined): number {
  return ({ 1: 25, 2: 40, 3: 60, 4: 75 } as Record<number, number>)[score ?? 0] ?? 50;
}

export interface ArchetypeRef {
  /** Archetype id, equal to its discussion board id. */
  id: number;
  code: string;
  title: string;
}

/** Canonical ids and titles (docs/product-rules.md, Results). */
export const ARCHETYPES: readonly ArchetypeRef[] = [
  { id: 1, code: 'RTPS', title: 'Guardian' },
  { id: 2, code: 'RTPF', title: 'Shadow' },
  { id: 3, code: 'RTAS', title: 'Snuggler' },
  { id: 4, code: 'RTAF', title: 'Companion' },
  { id: 5, code: 'RCPS', title: 'Loyalist' },
  { id: 6, code: 'RCPF', title: 'Navigator' },
  { id: 7, code: 'RCAS', title: 'Lieutenant' },
  { id: 8, code: 'RCAF', title: 'Go-getter' },
  { id: 9, code: 'ITPS', title: 'Observer' },
  { id: 10, code: 'ITPF', title: 'Explorer' },
  { id: 11, code: 'ITAS', title: 'Strategist' },
  { id: 12, code: 'ITAF', title: 'Wanderer' },
  { id: 13, code: 'ICPS', title: 'Keeper' },
  { id: 14, code: 'ICPF', title: 'Free Spirit' },
  { id: 15, code: 'ICAS', title: 'Commander' },
  { id: 16, code: 'ICAF', title: 'Voyager' },
];

/** Used whenever an archetype or board id is unknown. */
export const FALLBACK_ARCHETYPE_ID = 14;

export function archetypeByCode(code: string): ArchetypeRef | undefined {
  return ARCHETYPES.find((a) => a.code === code.toUpperCase());
}

export function archetypeById(id: number): ArchetypeRef | undefined {
  return ARCHETYPES.find((a) => a.id === id);
}

/** Discussion link id: the archetype's id when above 0, otherwise the fallback. */
export function discussionArchetypeId(archetypeId: number | null | undefined): number {
  return archetypeId && archetypeId > 0 ? archetypeId : FALLBACK_ARCHETYPE_ID;
}
