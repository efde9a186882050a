/**
 * The analyser's knowledge as reviewed data: a cue is a record a person can read and edit (the
 * records live in cues/*.ts), compiled once at load into the matcher's form (types.ts `Cue`).
 *
 * A cue is one of three kinds:
 * - `behaviour`: something the pet does ("hides under the bed"); `adds` applies directly (flipped
 *   when negated), scaled by how much the question speaks to each trait (lexicon.ts RELEVANCE).
 * - `evaluation`: how the owner judges a reaction: `judges: 'liking'` ("loves", "hates") or
 *   `'coping'` ("fine", "upset"), with a signed `value` (+ good or liked, - bad or disliked). It is
 *   read against the topic of its clause, or else against the question's subject.
 * - `topic`: a thing the pet can like, dislike or cope with ("being left", "visitors", "walks").
 */
import { TEXT_QUESTION_IDS, type TextQuestionId } from '#shared/questions.ts';
import type { Cue, Species, Topic, TraitDeltas } from './types.ts';
import { compilePhrases } from './lexicon.ts';

/**
 * An example the cue must read (or must ignore): a whole answer, read as an answer to `question`
 * (default: the cue's first question, or 'describe') for a pet of `species` (default: the cue's
 * first species, or dog).
 */
export type CueExample = string | { text: string; question?: TextQuestionId; species?: Species };

export interface CueRecord {
  /** Kebab-case, unique across all cues; shown by `npm run explain` and in the eval's traces. */
  id: string;
  kind: 'behaviour' | 'evaluation' | 'topic';
  /** Signed trait deltas toward the high pole (Independent / Confident / Active / Flexible). */
  adds?: TraitDeltas;
  /** For these questions, these deltas replace `adds` (and, for an evaluation, its reading as one). */
  addsInQuestion?: Partial<Record<TextQuestionId, TraitDeltas>>;
  /** An evaluation: what it judges and how well (+) or badly (-). */
  judges?: 'liking' | 'coping';
  value?: number;
  /** A topic: which thing it names (lexicon.ts TOPICS says what liking or coping with it means). */
  topic?: Topic;
  /**
   * The phrases, one a line, each a regular expression over the normalised answer (lower case,
   * apostrophes unified). Matched as whole words. Shorthands: {he} {he's} {him} {his} {self} {me}
   * {my} {we} {we're} {doesnt} {wont} {cant} {isnt} {a} {adv} (lexicon.ts MACROS).
   */
  phrases: readonly string[];
  /** Only read in the answers to these questions. */
  onlyInQuestions?: readonly TextQuestionId[];
  /** Only read for these species. */
  onlyForSpecies?: readonly Species[];
  /** In these questions the evaluation counts only when its clause names a topic (never the question's subject). */
  needsTopicInQuestions?: readonly TextQuestionId[];
  /** The phrases carry their own negation ("doesn't care"): no negation check. */
  ownNegation?: boolean;
  /** Says the same whoever the grammatical subject is ("they get along" includes the pet). */
  anySubject?: boolean;
  /** Only counts beside another evaluation in its sentence (durations: "for days" says nothing alone). */
  onlyBesideAnotherEvaluation?: boolean;
  /** Wins overlaps with other cues (higher first, then the longer match); 0 when absent. */
  priority?: number;
  /** Answers this cue must read (at least one). */
  mustRead: readonly CueExample[];
  /** Near misses this cue must not read ("great dane" is not "great"). */
  mustIgnore?: readonly CueExample[];
}

const indexOf = (id: TextQuestionId): number => TEXT_QUESTION_IDS.indexOf(id);

/** A record in the matcher's form: phrases joined into one expression, questions as answer positions. */
export function compileCue(r: CueRecord): Cue {
  const cue: Cue = { id: r.id, re: compilePhrases(r.phrases), kind: r.kind };
  if (r.adds) cue.adds = r.adds;
  if (r.addsInQuestion) {
    const byIndex: Partial<Record<number, TraitDeltas>> = {};
    for (const [q, d] of Object.entries(r.addsInQuestion)) byIndex[indexOf(q as TextQuestionId)] = d;
    cue.addsInQuestion = byIndex;
  }
  if (r.judges) cue.judges = r.judges;
  if (r.value !== undefined) cue.value = r.value;
  if (r.topic) cue.topic = r.topic;
  if (r.onlyInQuestions) cue.onlyInQuestions = r.onlyInQuestions.map(indexOf);
  if (r.onlyForSpecies) cue.onlyForSpecies = r.onlyForSpecies;
  if (r.needsTopicInQuestions) cue.needsTopicInQuestions = r.needsTopicInQuestions.map(indexOf);
  if (r.ownNegation) cue.ownNegation = true;
  if (r.anySubject) cue.anySubject = true;
  if (r.onlyBesideAnotherEvaluation) cue.onlyBesideAnotherEvaluation = true;
  if (r.priority !== undefined) cue.priority = r.priority;
  return cue;
}
