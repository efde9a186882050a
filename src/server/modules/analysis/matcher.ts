/**
 * Finds the lexicon's cues in normalised answers, and reads the words around each one:
 * negation scope, intensity, frequency and whether someone other than the pet is the subject.
 */
import type { Cue, Species } from './types.ts';
import { SPECIES } from '#shared/pet-types.ts';
import {
  AFTER_BOOST,
  AFTER_DOWN,
  BOOSTERS,
  DOWNTONERS,
  FREQ_HIGH,
  FREQ_LOW,
  NEGATOR,
  OTHER_ANIMAL_SUBJECT,
  OTHER_SUBJECT,
  OTHER_THEY,
} from './lexicon.ts';
import { TOPIC_CUES, VALENCE_CUES } from './cues-evaluation.ts';
import { CONFIDENCE_CUES, INDEPENDENCE_CUES } from './cues-social.ts';
import { ACTIVITY_CUES, FLEXIBILITY_CUES } from './cues-energy.ts';
import { SPECIES_CUES } from './cues-species.ts';

export interface Hit {
  cue: Cue;
  start: number;
  end: number;
}

export interface Span {
  start: number;
  end: number;
}

const ALL_CUES: readonly Cue[] = [
  ...VALENCE_CUES,
  ...TOPIC_CUES,
  ...INDEPENDENCE_CUES,
  ...CONFIDENCE_CUES,
  ...ACTIVITY_CUES,
  ...FLEXIBILITY_CUES,
  ...SPECIES_CUES,
];

const BY_SPECIES = new Map<Species, readonly Cue[]>(
  SPECIES.map((s) => [s, ALL_CUES.filter((c) => !c.sp || c.sp.includes(s))]),
);

/** Verbs of refusing: a negated refusal is an acceptance. */
const DOUBLE_NEGATIVE =
  /\b(?:say|says|said|saying) no to\b|\b(?:turn|turns|turned|turning) (?:down|away)\b|\b(?:pass|passes|passed) up\b|\b(?:refuse|refuses|refused)\b/;

/** Words within which a negator reaches forward ("doesn't need to be glued to her"). */
const NEG_SCOPE_WORDS = 5;
/** Separator between answers in the joined text: no cue can match across it. */
export const ANSWER_SEPARATOR = '\n\n';

/**
 * Runs every cue once over all answers joined (one regex pass per cue), then hands each answer its
 * hits in local offsets, keeping only cues that apply to that question and resolving overlaps:
 * the longest (and highest-priority) match wins.
 */
export function findAllHits(texts: readonly string[], species: Species): Hit[][] {
  const per: Hit[][] = texts.map(() => []);
  // Cues limited to some questions only scan those answers: one joined text per question set.
  const views = new Map<string, { joined: string; starts: number[]; questions: number[] }>();
  for (const cue of BY_SPECIES.get(species) ?? ALL_CUES) {
    const key = cue.qs ? cue.qs.join(',') : '*';
    let view = views.get(key);
    if (!view) {
      const questions = texts.map((_, q) => q).filter((q) => !cue.qs || cue.qs.includes(q));
      const starts: number[] = [];
      let pos = 0;
      for (const q of questions) {
        starts.push(pos);
        pos += (texts[q] as string).length + ANSWER_SEPARATOR.length;
      }
      view = { joined: questions.map((q) => texts[q]).join(ANSWER_SEPARATOR), starts, questions };
      views.set(key, view);
    }
    const { joined, starts, questions } = view;
    const re = cue.re;
    re.lastIndex = 0;
    for (let m = re.exec(joined); m; m = re.exec(joined)) {
      const len = m[0].length;
      if (len === 0) {
        re.lastIndex++;
        continue;
      }
      let k = starts.length - 1;
      while (k > 0 && (starts[k] as number) > m.index) k--;
      const base = starts[k] as number;
      (per[questions[k] as number] as Hit[]).push({ cue, start: m.index - base, end: m.index - base + len });
    }
  }
  return per.map(resolveOverlaps);
}

function weightOf(h: Hit): number {
  return h.end - h.start + (h.cue.pri ?? 0) * 4;
}

function resolveOverlaps(cands: Hit[]): Hit[] {
  cands.sort((a, b) => weightOf(b) - weightOf(a) || a.start - b.start);
  const taken: Hit[] = [];
  for (const c of cands) {
    let free = true;
    for (const t of taken) {
      if (c.start < t.end && t.start < c.end) {
        free = false;
        break;
      }
    }
    if (free) taken.push(c);
  }
  return taken.sort((a, b) => a.start - b.start);
}

/** The last n words of s (cheap: scans back from the end). */
export function tailWords(s: string, n: number): string {
  let i = s.length;
  while (i > 0 && s.charCodeAt(i - 1) === 32) i--;
  let words = 0;
  let j = i;
  while (j > 0) {
    if (s.charCodeAt(j - 1) === 32) {
      words++;
      if (words >= n) break;
      while (j > 0 && s.charCodeAt(j - 1) === 32) j--;
      continue;
    }
    j--;
  }
  return s.slice(j, i);
}

export function countWords(s: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const w = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 39 || c > 127;
    if (w && !inWord) n++;
    inWord = w;
  }
  return n;
}

/** Intensity and frequency from the words just before and after a cue, and SHOUTING. */
export function intensity(gap: string, after: string, original: string): number {
  let mult = 1;
  const near = tailWords(gap, 3);
  if (DOWNTONERS.test(near)) mult *= 0.55;
  else if (BOOSTERS.test(near)) mult *= 1.4;
  const wider = tailWords(gap, 4);
  if (FREQ_LOW.test(wider)) mult *= 0.6;
  else if (FREQ_HIGH.test(wider)) mult *= 1.2;
  if (AFTER_BOOST.test(after)) mult *= 1.3;
  else if (AFTER_DOWN.test(after)) mult *= 0.7;
  if (original.length >= 3 && /[A-Z]{3,}/.test(original) && original === original.toUpperCase()) mult *= 1.3;
  if (/^\s*!{2,}/.test(after)) mult *= 1.15;
  return mult;
}

export function findNegators(text: string, start: number, end: number): Span[] {
  const out: Span[] = [];
  NEGATOR.lastIndex = 0;
  const body = text.slice(start, end);
  for (let m = NEGATOR.exec(body); m; m = NEGATOR.exec(body)) {
    out.push({ start: start + m.index, end: start + m.index + m[0].length });
  }
  return out;
}

function lastNegatorBefore(negators: readonly Span[], at: number): Span | undefined {
  let n: Span | undefined;
  for (const x of negators) if (x.end <= at) n = x;
  return n;
}

/**
 * A negator scopes over the next few words, unless it belongs to a cue of its own ("doesn't mind")
 * or an evaluation took it ("doesn't like walks": the walks are disliked, not negated).
 */
export function isNegated(
  text: string,
  h: Hit,
  negators: readonly Span[],
  inClause: readonly Hit[],
  before: readonly Hit[],
): boolean {
  if (h.cue.fixed) return false;
  const n = lastNegatorBefore(negators, h.start);
  if (!n) return false;
  if (countWords(text.slice(n.end, h.start)) > NEG_SCOPE_WORDS) return false;
  // "Won't say no to a long hike", "never turns down a walk": two negations, a liking.
  if (DOUBLE_NEGATIVE.test(text.slice(n.end, h.start))) return false;
  if (/\b(?:say|says|said|saying)$/.test(text.slice(Math.max(0, n.start - 7), n.start).trim())) {
    // "says no to walks" refuses them; "won't say no to a hike" (a negator before the idiom) likes it.
    const earlier = lastNegatorBefore(negators, n.start);
    if (earlier && countWords(text.slice(earlier.end, n.start)) <= 2) return false;
  }
  for (const o of inClause) if (o !== h && o.start <= n.start && n.end <= o.end) return false;
  if (h.cue.kind === 't') for (const it of before) if (it.cue.kind === 'v' && it.start >= n.end) return false;
  return true;
}

/** "Not shy" is only somewhat bold; "never hides" and "not scared at all" say more. */
export function negationStrength(text: string, h: Hit, negators: readonly Span[], after: string): number {
  if (/^\s*,?\s*(?:at all|whatsoever|in the slightest|one bit|ever)\b/.test(after)) return 0.9;
  const n = lastNegatorBefore(negators, h.start);
  const word = n ? text.slice(n.start, n.end) : '';
  return /^(?:never|zero|none)$/.test(word) ? 0.8 : 0.55;
}

/** Is someone other than the pet the subject ("the dog is scared of him", "if they're calm")? */
export function otherSubject(text: string, clauseStart: number, at: number, q: number): boolean {
  if (at - clauseStart > 80) return false;
  const before = text.slice(clauseStart, at);
  return OTHER_SUBJECT.test(before) || ((q === 3 || q === 4) && OTHER_THEY.test(before));
}

/** Is another animal of the household the subject ("our other cat cries when we leave")? */
export function otherAnimalSubject(text: string, clauseStart: number, at: number): boolean {
  if (at - clauseStart > 80) return false;
  return OTHER_ANIMAL_SUBJECT.test(text.slice(clauseStart, at));
}
