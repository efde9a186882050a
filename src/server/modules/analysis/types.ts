/**
 * Shared types of the embedded analyser: the public result shape and the lexicon's cue model.
 */
import type { TraitKey, TraitScores } from '#shared/archetypes.ts';
import type { Species } from '#shared/pet-types.ts';

export type { TraitKey, TraitScores, Species };

/** A chosen multiple-choice option's signed deltas (-2..2) toward the high pole. */
export type ChoiceScores = Partial<Record<TraitKey, number>>;

export interface AnalysisInput {
  /** The text answers in the fixed question order (src/shared/questions.ts) (missing or blank answers are allowed). */
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

/** Signed trait deltas toward the high pole (Independent / Confident / Active / Flexible). */
export type TraitDeltas = Partial<Record<TraitKey, number>>;

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
 * A cue in the matcher's form, compiled from its reviewed record (cue-record.ts, which says what
 * each field means): one expression for all its phrases, questions as answer positions.
 */
export interface Cue {
  id: string;
  re: RegExp;
  kind: 'behaviour' | 'evaluation' | 'topic';
  adds?: TraitDeltas;
  /** Per answer position: deltas that replace `adds` (and the evaluation's reading) there. */
  addsInQuestion?: Partial<Record<number, TraitDeltas>>;
  judges?: 'liking' | 'coping';
  value?: number;
  topic?: Topic;
  /** Answer positions this cue is read in (all when absent). */
  onlyInQuestions?: readonly number[];
  onlyForSpecies?: readonly Species[];
  /** Answer positions where the evaluation needs a topic in its clause. */
  needsTopicInQuestions?: readonly number[];
  ownNegation?: boolean;
  anySubject?: boolean;
  onlyBesideAnotherEvaluation?: boolean;
  priority?: number;
}
