/**
 * Finds the lexicon's cues in normalised answers, and reads the words around each one:
 * negation scope, intensity, frequency and whether someone other than the pet is the subject.
 */
import type { Cue, Species } from './types.ts';
import type { TextQuestionId } from '#shared/questions.ts';
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
import { CUE_RECORDS } from './cues/index.ts';
import { compileCue } from './cue-record.ts';

export interface Hit {
  cue: Cue;
  start: number;
  end: number;
}

export interface Span {
  start: number;
  end: number;
}

/** Every cue, compiled once from the reviewed records (cues/*.ts), in their order. */
export const ALL_CUES: readonly Cue[] = CUE_RECORDS.map(compileCue);

const BY_SPECIES = new Map<Species, readonly Cue[]>(
  SPECIES.map((s) => [s, ALL_CUES.filter((c) => !c.onlyForSpecies || c.onlyForSpecies.includes(s))]),
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
    const key = cue.onlyInQuestions ? cue.onlyInQuestions.join(',') : '*';
    let view = views.get(key);
    if (!view) {
      const questions = texts.map((_, q) => q).filter((q) => !cue.onlyInQuestions || cue.onlyInQuestions.includes(q));
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

/** One step of a cue's priority outweighs a match this many characters longer. */
const PRIORITY_CHARS = 4;

function weightOf(h: Hit): number {
  return h.end - h.start + (h.cue.priority ?? 0) * PRIORITY_CHARS;
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

// How the words around a cue scale its weight.
/** Words before a cue that can soften or strengthen it ("a bit shy", "very shy"). */
const MODIFIER_WORDS = 3;
/** Words before a cue that can say how often ("sometimes hides"): one more, for "every now and then". */
const FREQUENCY_WORDS = 4;
/** "A bit shy", "kind of clingy": a hedge keeps about half. */
const DOWNTONER_SCALE = 0.55;
/** "Very shy", "so clingy": a booster adds less than a hedge takes away. */
const BOOSTER_SCALE = 1.4;
/** "Sometimes hides": an occasional behaviour is a weaker sign. */
const FREQUENT_LOW_SCALE = 0.6;
/** "Always hides": a habit is a stronger one, though owners say "always" loosely. */
const FREQUENT_HIGH_SCALE = 1.2;
/** "Hides for hours", "not shy at all": words after a cue that insist. */
const AFTER_BOOST_SCALE = 1.3;
/** "Hides at first", "shy, I suppose": words after a cue that hedge. */
const AFTER_DOWN_SCALE = 0.7;
/** A cue written in CAPITALS is shouted. */
const SHOUT_SCALE = 1.3;
/** A cue followed by "!!" is stressed, a little. */
const EXCLAIM_SCALE = 1.15;

/** Intensity and frequency from the words just before and after a cue, and SHOUTING. */
export function intensity(gap: string, after: string, original: string): number {
  let mult = 1;
  const near = tailWords(gap, MODIFIER_WORDS);
  if (DOWNTONERS.test(near)) mult *= DOWNTONER_SCALE;
  else if (BOOSTERS.test(near)) mult *= BOOSTER_SCALE;
  const wider = tailWords(gap, FREQUENCY_WORDS);
  if (FREQ_LOW.test(wider)) mult *= FREQUENT_LOW_SCALE;
  else if (FREQ_HIGH.test(wider)) mult *= FREQUENT_HIGH_SCALE;
  if (AFTER_BOOST.test(after)) mult *= AFTER_BOOST_SCALE;
  else if (AFTER_DOWN.test(after)) mult *= AFTER_DOWN_SCALE;
  if (original.length >= 3 && /[A-Z]{3,}/.test(original) && original === original.toUpperCase()) mult *= SHOUT_SCALE;
  if (/^\s*!{2,}/.test(after)) mult *= EXCLAIM_SCALE;
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
  if (h.cue.ownNegation) return false;
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
  if (h.cue.kind === 'topic')
    for (const it of before) if (it.cue.kind === 'evaluation' && it.start >= n.end) return false;
  return true;
}

/** "Not shy at all": an insisted negation is nearly the opposite in full. */
const NEGATED_INSISTED = 0.9;
/** "Never hides": a negation of habit says a lot. */
const NEGATED_NEVER = 0.8;
/** "Not shy" is only somewhat bold: a plain negation keeps about half of the opposite. */
const NEGATED_PLAIN = 0.55;

/** "Not shy" is only somewhat bold; "never hides" and "not scared at all" say more. */
export function negationStrength(text: string, h: Hit, negators: readonly Span[], after: string): number {
  if (/^\s*,?\s*(?:at all|whatsoever|in the slightest|one bit|ever)\b/.test(after)) return NEGATED_INSISTED;
  const n = lastNegatorBefore(negators, h.start);
  const word = n ? text.slice(n.start, n.end) : '';
  return /^(?:never|zero|none)$/.test(word) ? NEGATED_NEVER : NEGATED_PLAIN;
}

/** A subject is looked for this many characters back from the cue, at most (the clause's opening). */
const SUBJECT_REACH = 80;
/** The questions about others, where "they" is the other animals or the new people, not the pet. */
export const ABOUT_OTHERS: ReadonlySet<TextQuestionId> = new Set(['other-animals', 'new-people']);

/** Is someone other than the pet the subject ("the dog is scared of him", "if they're calm")? */
export function otherSubject(text: string, clauseStart: number, at: number, question: TextQuestionId): boolean {
  if (at - clauseStart > SUBJECT_REACH) return false;
  const before = text.slice(clauseStart, at);
  return OTHER_SUBJECT.test(before) || (ABOUT_OTHERS.has(question) && OTHER_THEY.test(before));
}

/** Is another animal of the household the subject ("our other cat cries when we leave")? */
export function otherAnimalSubject(text: string, clauseStart: number, at: number): boolean {
  if (at - clauseStart > SUBJECT_REACH) return false;
  return OTHER_ANIMAL_SUBJECT.test(text.slice(clauseStart, at));
}
