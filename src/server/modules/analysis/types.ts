/**
 * Shared types of the embedded analyser: the public result shape and the lexicon's cue model.
 */
import type { TraitKey, TraitScores } from '#shared/archetypes.ts';
import type { Species } from '#shared/pet-types.ts';

export type { TraitKey, TraitScores, Species };

/** A chosen multiple-choice option's signed deltas (-2..2) toward the high pole. */
export type ChoiceScores = Partial<Record<TraitKey, number>>;

export interface AnalysisInput {
  /** The 11 text answers in the fixed question order (missing or blank answers are allowed). */
  answers: string[];
  species: Species;
  choices?: ChoiceScores[];
}

/** Evidence and per-trait analysis are part of the API contract (src/shared): one definition. */
export type { Evidence, TraitAnalysis } from '#shared/contracts/assessments.ts';
import type { TraitAnalysis } from '#shared/contracts/assessments.ts';

export interface AnalysisResult {
  scores: TraitScores;
  code: string;
  traits: Record<TraitKey, TraitAnalysis>;
  closeCalls: TraitKey[];
}

/** Signed trait deltas, in the lexicon's short keys: I independence, C confidence, A activity, F flexibility. */
export interface Fx {
  I?: number;
  C?: number;
  A?: number;
  F?: number;
}

export type FxKey = keyof Fx;

export const FX_TRAIT: Record<FxKey, TraitKey> = {
  I: 'independence',
  C: 'confidence',
  A: 'activity',
  F: 'flexibility',
};

/** Things an owner can talk about; an evaluation ("fine", "hates", "upset") is read against them. */
export type Topic =
  | 'alone'
  | 'company'
  | 'exclusion'
  | 'handling'
  | 'people'
  | 'noise'
  | 'animals'
  | 'novelty'
  | 'change'
  | 'routine'
  | 'time'
  | 'exercise'
  | 'rest'
  | 'confinement'
  | 'reunion'
  | 'neutral';

/**
 * One entry of the lexicon.
 * - kind 'b' (behaviour): `fx` applies directly (flipped when negated).
 * - kind 'v' (valence): an evaluation (+ good / - bad) of the clause's topic, or of the question's subject.
 *   'pref' valence is liking ("loves", "hates"); 'cope' valence is coping ("fine", "upset").
 * - kind 't' (topic): a thing the pet likes, dislikes or copes with.
 */
export interface Cue {
  id: string;
  re: RegExp;
  kind: 'b' | 'v' | 't';
  fx?: Fx;
  /** Per-question behaviour effects that replace `fx` (and valence reading) for those questions. */
  q?: Partial<Record<number, Fx>>;
  /** Only read in these questions. */
  qs?: readonly number[];
  val?: number;
  vkind?: 'pref' | 'cope';
  topic?: Topic;
  /** The pattern carries its own negation ("doesn't care"): no negation check. */
  fixed?: boolean;
  /** Says the same whoever the grammatical subject is ("they get along" includes the pet). */
  shared?: boolean;
  /** Questions where this evaluation counts only when its clause names a topic (never the question's subject). */
  topicOnly?: readonly number[];
  /** Only for these species. */
  sp?: readonly Species[];
  /** Only counts beside another evaluation in its sentence (durations: "for days" says nothing alone). */
  dep?: boolean;
  /** Matching priority when cues overlap (higher wins, then the longer match). */
  pri?: number;
}
