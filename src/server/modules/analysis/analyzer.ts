/**
 * The embedded personality analyser: pure, deterministic and offline.
 *
 * Each text answer is read clause by clause against a lexicon of behaviours and of the ways
 * owners evaluate them (reader.ts); every cue adds a signed weight to one or more traits, scaled by
 * the question it came from, negation, intensity, contrast and time. Multiple-choice deltas add to
 * the same sums. A trait's sum maps to a score 1-4; its evidence is the owner's own clauses that
 * moved it most. See docs/decisions/0005-embedded-analyser.md.
 */
import { TRAIT_KEYS, codeFor } from '#shared/archetypes.ts';
import { SPECIES } from '#shared/pet-types.ts';
import { TEXT_QUESTIONS } from '#shared/questions.ts';
import { readAnswers, type Contribution } from './reader.ts';
import { CALIBRATION, confidenceFor, isCloseCall, scoreFor, type Calibration } from './calibration.ts';
import { textScores, type TextWeights } from './text-model.ts';
import { TEXT_ALPHA, TEXT_WEIGHTS } from './text-model.data.ts';
import type {
  AnalysisInput,
  AnalysisResult,
  ChoiceScores,
  Evidence,
  Species,
  TraitAnalysis,
  TraitKey,
  TraitScores,
} from './types.ts';

export type { AnalysisInput, AnalysisResult, ChoiceScores, Evidence, TraitAnalysis } from './types.ts';

/** The text questions, in order (src/shared/questions.ts). */
export const QUESTION_COUNT = TEXT_QUESTIONS.length;

/**
 * A trait's strength is its signed sum damped by the amount of evidence, z = raw / (1 + mass)^d,
 * so a long answer full of mixed signals does not outshout a short, consistent one. The damping d
 * (about 0.5) is fitted per trait with the thresholds (calibration.ts); the letter is the sign of
 * raw, so d only moves the 1|2 and 3|4 splits and the close calls.
 */
// Where z falls between 1 and 4 and the confidence come from calibration.ts (fitted on the train
// split by scripts/calibrate-analyzer.ts), and so does the close-call margin (a cut on the confidence).
/** One unit of a multiple-choice delta, in raw-sum units. */
const CHOICE_WEIGHT = 1.1;
/** Longest quoted phrase of evidence, in characters. */
const MAX_PHRASE = 120;
/** Pieces of evidence kept per trait. */
const EVIDENCE_PER_TRAIT = 3;
/** A clause that moved a trait less than this (in raw-sum units) is not worth quoting. */
const EVIDENCE_MIN_WEIGHT = 0.05;

/** A whisper of species prior: only decides a trait nobody wrote anything about. */
const PRIOR: Record<Species, TraitScores> = {
  dog: { independence: -0.05, confidence: 0.05, activity: 0.05, flexibility: 0.05 },
  cat: { independence: 0.05, confidence: -0.05, activity: -0.05, flexibility: -0.05 },
  bird: { independence: -0.05, confidence: 0.05, activity: 0.05, flexibility: -0.05 },
  rabbit: { independence: 0.05, confidence: -0.05, activity: 0.05, flexibility: -0.05 },
  other: { independence: 0.05, confidence: 0.05, activity: -0.05, flexibility: 0.05 },
};

export interface TraitTrace {
  raw: number;
  z: number;
  mass: number;
  /** The text model's part of raw (and of mass, as its absolute value). */
  text: number;
  contributions: Contribution[];
}

/** The learned text model's weights and how much they count (text-model.ts). */
export interface TextModelUse {
  weights: TextWeights;
  alpha: number;
}

const TEXT_MODEL: TextModelUse = { weights: TEXT_WEIGHTS, alpha: TEXT_ALPHA };
/** The lexicon alone (the reading rules' tests, the text model's training script). */
export const LEXICON_ONLY: TextModelUse = {
  weights: { independence: {}, confidence: {}, activity: {}, flexibility: {} },
  alpha: 0,
};

export function analyze(input: AnalysisInput): AnalysisResult {
  return analyzeWithTrace(input).result;
}

/**
 * analyze() plus the raw sums and every contribution (for the eval and calibration scripts and
 * debugging). `cal` replaces the fitted calibration (the calibration script tries candidates).
 */
export function analyzeWithTrace(
  input: AnalysisInput,
  cal: Calibration = CALIBRATION,
  textModel: TextModelUse = TEXT_MODEL,
): {
  result: AnalysisResult;
  trace: Record<TraitKey, TraitTrace>;
} {
  const species: Species = SPECIES.includes(input?.species) ? input.species : 'other';
  const answers: string[] = [];
  for (let i = 0; i < QUESTION_COUNT; i++) {
    const a = Array.isArray(input?.answers) ? input.answers[i] : undefined;
    answers.push(typeof a === 'string' ? a : '');
  }

  const contributions = readAnswers(answers, species);
  const lean = textModel.alpha ? textScores(answers, textModel.weights) : undefined;

  const choiceSums = sumChoices(input?.choices);
  const trace = {} as Record<TraitKey, TraitTrace>;
  const scores = {} as TraitScores;
  const traits = {} as Record<TraitKey, TraitAnalysis>;
  const closeCalls: TraitKey[] = [];

  for (const key of TRAIT_KEYS) {
    const mine = contributions.filter((c) => c.trait === key);
    const choice = choiceSums[key];
    // The text model's learned lean is one more piece of evidence, like a multiple-choice delta.
    const text = lean ? textModel.alpha * lean[key] : 0;
    const raw = mine.reduce((s, c) => s + c.w, 0) + choice.sum * CHOICE_WEIGHT + PRIOR[species][key] + text;
    const mass = mine.reduce((s, c) => s + Math.abs(c.w), 0) + choice.mass * CHOICE_WEIGHT + Math.abs(text);
    const tc = cal.traits[key];
    const z = raw / (1 + mass) ** tc.damping;
    const score = scoreFor(z, tc);
    const margin = Math.abs(z - tc.boundary);
    const confidence = round2(confidenceFor(margin, mass, tc, cal));
    const closeCall = isCloseCall(margin, mass, cal);
    scores[key] = score;
    traits[key] = { score, confidence, evidence: pickEvidence(key, mine, answers, score >= 3), closeCall };
    if (closeCall) closeCalls.push(key);
    trace[key] = { raw, z, mass, text, contributions: mine };
  }

  return { result: { scores, code: codeFor(scores), traits, closeCalls }, trace };
}

function sumChoices(choices: ChoiceScores[] | undefined): Record<TraitKey, { sum: number; mass: number }> {
  const out = {} as Record<TraitKey, { sum: number; mass: number }>;
  for (const k of TRAIT_KEYS) out[k] = { sum: 0, mass: 0 };
  if (!Array.isArray(choices)) return out;
  for (const c of choices) {
    if (!c || typeof c !== 'object') continue;
    for (const k of TRAIT_KEYS) {
      const d = Number(c[k]);
      if (!Number.isFinite(d)) continue;
      const clamped = Math.max(-2, Math.min(2, d));
      out[k].sum += clamped;
      out[k].mass += Math.abs(clamped);
    }
  }
  return out;
}

/** The owner's clauses that moved a trait most: those agreeing with the result first. */
function pickEvidence(trait: TraitKey, mine: Contribution[], answers: string[], up: boolean): Evidence[] {
  const byClause = new Map<string, { c: Contribution; w: number; top: number }>();
  for (const c of mine) {
    const key = `${c.questionIndex}:${c.clauseStart}`;
    const cur = byClause.get(key);
    if (!cur) byClause.set(key, { c, w: c.w, top: Math.abs(c.w) });
    else {
      cur.w += c.w;
      if (Math.abs(c.w) > cur.top) {
        cur.c = c;
        cur.top = Math.abs(c.w);
      }
    }
  }
  const groups = [...byClause.values()].filter((g) => Math.abs(g.w) >= EVIDENCE_MIN_WEIGHT);
  const agrees = (g: { w: number }) => g.w > 0 === up;
  groups.sort(
    (a, b) =>
      Number(agrees(b)) - Number(agrees(a)) ||
      Math.abs(b.w) - Math.abs(a.w) ||
      a.c.questionIndex - b.c.questionIndex ||
      a.c.clauseStart - b.c.clauseStart,
  );
  const out: Evidence[] = [];
  const seen = new Set<string>();
  for (const g of groups) {
    if (out.length >= EVIDENCE_PER_TRAIT) break;
    const phrase = phraseFor(answers[g.c.questionIndex] ?? '', g.c);
    if (!phrase || seen.has(phrase)) continue;
    seen.add(phrase);
    out.push({
      trait,
      phrase,
      source: { kind: 'answer', questionId: g.c.questionId },
      direction: g.w > 0 ? 'up' : 'down',
      weight: round2(Math.abs(g.w)),
    });
  }
  return out;
}

const EDGE = /[\s,.;:!?\-–—*•"'()]/;

/** A verbatim substring of the answer: the clause, or a window of it around the cue, <= 120 chars. */
export function phraseFor(answer: string, c: Contribution): string {
  let s = c.clauseStart;
  let e = c.clauseEnd;
  if (e - s > MAX_PHRASE) {
    const mid = Math.floor((c.cueStart + c.cueEnd) / 2);
    s = Math.max(c.clauseStart, Math.min(c.cueStart, mid - Math.floor(MAX_PHRASE / 2)));
    e = Math.min(c.clauseEnd, s + MAX_PHRASE);
    // Snap to whole words.
    if (s > c.clauseStart) while (s < c.cueStart && !/\s/.test(answer[s - 1] ?? ' ')) s++;
    if (e < c.clauseEnd) while (e > c.cueEnd && !/\s/.test(answer[e] ?? ' ')) e--;
  }
  while (s < e && EDGE.test(answer[s] ?? '')) s++;
  while (e > s && EDGE.test(answer[e - 1] ?? '')) e--;
  return answer.slice(s, e);
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
