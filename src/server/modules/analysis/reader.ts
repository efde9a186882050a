/**
 * Reads the answers clause by clause: applies negation, intensity, contrast and time to the cues the
 * matcher found, and resolves evaluations ("fine", "hates", "upset") against their topics or the
 * question's subject. Returns signed trait contributions with the owner's clause that carried them.
 */
import { TEXT_QUESTION_IDS, type TextQuestionId } from '#shared/questions.ts';
import type { Cue, Species, Topic, TraitDeltas, TraitKey } from './types.ts';
import { normalize, segment, type Clause, type NormText, type Sentence } from './text.ts';
import { IMPLICIT_VALENCE, QUESTION_SUBJECT, RELEVANCE, TOPICS } from './lexicon.ts';
import {
  countWords,
  ABOUT_OTHERS,
  findAllHits,
  findNegators,
  intensity,
  isNegated,
  negationStrength,
  otherAnimalSubject,
  otherSubject,
  type Hit,
} from './matcher.ts';

export interface Contribution {
  trait: TraitKey;
  /** Signed: positive = toward the high pole. */
  w: number;
  /** The answer's position (the order evidence is listed in) and its question. */
  questionIndex: number;
  questionId: TextQuestionId;
  /** Original-text span of the clause and of the cue. */
  clauseStart: number;
  clauseEnd: number;
  cueStart: number;
  cueEnd: number;
  cueId: string;
}

interface Item extends Hit {
  sign: number;
  mult: number;
  other: boolean;
}

interface ClauseItems {
  clause: Clause;
  items: Item[];
}

/** Longest answer read, in characters (the product caps answers at 1000). */
const MAX_ANSWER = 4000;
/** Longest sentence quoted whole in place of a one- or two-word clause. */
const MAX_QUOTE = 110;
/** Each further cue in a clause pointing the same way counts this much of the one before. */
const DIMINISH = 0.6;
/**
 * A short first sentence in an answer about a situation ("Very badly.") is the owner's verdict on the
 * whole question: it counts this much more. Not in the describing and activity answers, where a
 * short first sentence is just a list ("Walks, naps.").
 */
const VERDICT_SCALE = 1.3;
/** Words a first sentence may have to count as a one-line verdict. */
const VERDICT_WORDS = 6;
const LIST_QUESTIONS: ReadonlySet<TextQuestionId> = new Set([
  'describe',
  'favourite-activities',
  'least-favourite-activities',
]);
/** "Sleeps a lot, like any cat": activity that is normal for the species keeps this much. */
const SPECIES_NORM_SCALE = 0.4;
/** "...then comes over after a while": a delayed approach keeps this much of its boldness. */
const DELAYED_SCALE = 0.6;
/** "The dog is scared of him": someone else's fear or boldness says the opposite about the pet, at this much. */
const OTHERS_CONFIDENCE_SCALE = 0.6;
/** A favourite or least favourite named without a verdict ("walks, naps") counts this much of a stated liking. */
const IMPLICIT_SCALE = 0.8;
/** Nearly every rabbit, bird and small pet dislikes being picked up: disliking it keeps this much. */
const HANDLING_SMALL_PET_SCALE = 0.4;
/** The home-alone question: a coping verdict there may be about a companion, not about being alone. */
const HOME_ALONE: TextQuestionId = 'home-alone';

/** "Sleeps a lot, like any cat": behaviour normal for the species counts for less. */
const SPECIES_NORM =
  /\b(?:like (?:any|most|all|every|a normal|other) (?:cats?|dogs?|rabbits?|buns|bunnies|ferrets?|hamsters?|birds?|hounds?|tortoises?)|like (?:cats|dogs|rabbits|buns|ferrets) do|(?:cats|rabbits|bunnies|ferrets|hamsters|tortoises) (?:in general|do that|all do)|as (?:cats|rabbits|ferrets) do|for a (?:cat|dog|rabbit|bunny|ferret|bird)|normal for a|like all (?:\w+ )?(?:cats|ferrets|rabbits|dogs))\b/;
/** "...then comes over after a while": a delayed approach is only somewhat bold. */
const DELAYED =
  /^(?:then|and then|after|eventually|once|later|finally|until|till)\b|\b(?:eventually|after a (?:while|bit|few|couple|time|minute|moment)|after (?:\d+|ten|five|fifteen|twenty|some|a few|half an) ?(?:-\d+ )?(?:min|mins|minutes|hours?|seconds)|in the end|given time|once (?:he|she|it|they)(?:'s|'ve| has| have)|if they (?:stay|sit|wait|ignore|are quiet|crouch|stay long))\b/;
/**
 * "She's ok with Fudge", "they're fine as long as they're together": in the home-alone answer a
 * coping verdict tied to a companion or a condition is not about being alone, and counts little.
 * ("Fine with being left", "fine with it" are about being alone: a gerund or pronoun follows.)
 */
const CONDITIONED =
  /^\s*,?\s*(?:with (?!(?:it|that|this|alone|nothing|anything|everything|change|changes)\b|[a-z']+ing\b|(?:us|me|people|them|him|her) [a-z']+ing\b)[a-z]|(?:[a-z' ]{0,40} )?(?:as long as|so long as|provided|providing|only if|only when|only with|if (?:he|she|it|they) (?:has|have|got|can see|can hear)|(?:when|if) (?:her|his|their|the other|the others|[a-z]+'s) )\b)/;
/** How much a conditioned coping verdict keeps. */
const CONDITIONED_SCALE = 0.2;
/**
 * Sarcasm: a word in scare quotes ("our 'brave' guard dog") or followed by "(not)" means its
 * opposite. A quoted -ing word ("'helping' me fold laundry") is a joke about a real behaviour, and
 * stays as it is.
 */
const QUOTE = /['"]/;
const IRONY_AFTER = /^\s*\(\s*(?:not|yeah right|as if|lol not)\s*!*\s*\)/;
/** How much an ironic word counts, the other way round. */
const IRONY_STRENGTH = 0.6;

function isIronic(text: string, h: Hit): boolean {
  if (h.cue.kind === 'topic' || h.cue.ownNegation) return false;
  if (IRONY_AFTER.test(text.slice(h.end, h.end + 20))) return true;
  const before = text[h.start - 1] ?? '';
  const after = text[h.end] ?? '';
  if (!QUOTE.test(before) || before !== after) return false;
  // Only the quoted cue itself, a word or two, and not a gerund.
  const quoted = text.slice(h.start, h.end);
  return !/ing$/.test(quoted) && quoted.split(' ').length <= 2 && !/[a-z]/.test(text[h.start - 2] ?? ' ');
}

/** Topics that frame a situation; an evaluation in their clause is about them. */
const SITUATIONS = new Set<Topic>(['change', 'time', 'routine', 'alone', 'reunion']);
/** A when/if clause lends its topic to the rest of the sentence ("When we moved his pen, he sulked"). */
const CONDITIONAL = /^(?:when|whenever|if|after|since|once|every time|any time|anytime)\b/;

/** Read all answers (index = question) into contributions. */
export function readAnswers(answers: readonly string[], species: Species): Contribution[] {
  const norms: NormText[] = answers.map((a) => normalize(a.length > MAX_ANSWER ? a.slice(0, MAX_ANSWER) : a));
  const hits = findAllHits(
    norms.map((n) => n.text),
    species,
  );
  const out: Contribution[] = [];
  for (let q = 0; q < answers.length; q++) {
    const answer = answers[q] as string;
    if (!answer.trim()) continue;
    readOne(answer, norms[q] as NormText, hits[q] as Hit[], q, TEXT_QUESTION_IDS[q] ?? 'describe', species, out);
  }
  return out;
}

function readOne(
  answer: string,
  norm: NormText,
  hits: Hit[],
  q: number,
  qid: TextQuestionId,
  species: Species,
  out: Contribution[],
): void {
  const text = norm.text;
  const sentences = segment(text);
  const firstSentenceShort = (sentences[0]?.words ?? 99) <= VERDICT_WORDS;
  let h0 = 0;
  for (let si = 0; si < sentences.length; si++) {
    const sentence = sentences[si] as Sentence;
    const perClause: ClauseItems[] = [];
    for (const clause of sentence.clauses) {
      while (h0 < hits.length && (hits[h0] as Hit).start < clause.start) h0++;
      let h1 = h0;
      while (h1 < hits.length && (hits[h1] as Hit).start < clause.end) h1++;
      const inClause = hits.slice(h0, h1);
      perClause.push({ clause, items: readItems(answer, norm, clause, inClause, qid, species) });
    }
    const sentenceHasEval = perClause.some((p) =>
      p.items.some((i) => !i.cue.onlyBesideAnotherEvaluation && i.cue.kind !== 'topic'),
    );
    const borrowed = perClause
      .filter((p) => CONDITIONAL.test(text.slice(p.clause.start, p.clause.end)))
      .flatMap((p) => p.items.filter((t) => t.cue.kind === 'topic' && t.sign > 0 && t.cue.topic !== 'neutral'));
    for (const { clause, items } of perClause) {
      let weight = clause.weight;
      if (si === 0 && firstSentenceShort && !LIST_QUESTIONS.has(qid)) weight *= VERDICT_SCALE;
      const local: Contribution[] = [];
      evaluateClause(text, norm, sentence, clause, items, q, qid, species, weight, sentenceHasEval, borrowed, local);
      compress(local, out);
    }
  }
}

function readItems(
  answer: string,
  norm: NormText,
  clause: Clause,
  inClause: Hit[],
  qid: TextQuestionId,
  species: Species,
): Item[] {
  const text = norm.text;
  const relativeOther = relativeAboutOther(text, clause, species);
  const negators = findNegators(text, clause.start, clause.end);
  const items: Item[] = [];
  let prevEnd = clause.start;
  for (const h of inClause) {
    const gap = text.slice(prevEnd, h.start);
    const after = text.slice(h.end, Math.min(clause.end, h.end + 30));
    const original = answer.slice(norm.map[h.start], (norm.map[h.end - 1] as number) + 1);
    const ironic = isIronic(text, h);
    const negated = isNegated(text, h, negators, inClause, items) !== ironic;
    let mult = intensity(gap, after, original);
    if (ironic) mult *= IRONY_STRENGTH;
    else if (negated) mult *= negationStrength(text, h, negators, after);
    if (
      qid === HOME_ALONE &&
      !negated &&
      h.cue.kind === 'evaluation' &&
      h.cue.judges === 'coping' &&
      (h.cue.value ?? 0) > 0 &&
      CONDITIONED.test(text.slice(h.end, clause.end))
    ) {
      mult *= CONDITIONED_SCALE;
    }
    // Evaluations and confidence cues change meaning with their subject; any other behaviour of
    // another animal of the household ("our other cat cries when we leave") is not the pet's.
    const other =
      (relativeOther && h.cue.kind !== 'topic' && !h.cue.anySubject) ||
      (needsSubject(h.cue)
        ? otherSubject(text, clause.start, h.start, qid)
        : h.cue.kind === 'behaviour' && !h.cue.anySubject && otherAnimalSubject(text, clause.start, h.start));
    items.push({ cue: h.cue, start: h.start, end: h.end, sign: negated ? -1 : 1, mult, other });
    prevEnd = h.end;
  }
  // "No change bothers him": the negation belongs to the evaluation that follows, not the topic.
  for (let i = 0; i < items.length; i++) {
    const it = items[i] as Item;
    if (
      it.cue.kind === 'topic' &&
      it.sign < 0 &&
      items.some((o, j) => j > i && o.cue.kind === 'evaluation' && o.sign < 0)
    ) {
      items[i] = { ...it, sign: 1, mult: 1 };
    }
  }
  return items;
}

/** Animal nouns that may name the pet itself, per species: "our dog, who..." may be the pet. */
const OWN_NOUNS: Record<Species, RegExp> = {
  dog: /^(?:dogs?|pup|puppy|pups|hound|hounds|boy|girl)$/,
  cat: /^(?:cats?|kitten|kittens|kitty|boy|girl)$/,
  rabbit: /^(?:rabbits?|bunny|bunnies|buns?|boy|girl)$/,
  bird: /^(?:birds?|budgies?|parrots?|boy|girl)$/,
  other: /^(?:boy|girl)$/,
};
const ANTECEDENT =
  /\b(?:the|our|my|his|her|their|your)(?: (other|older|younger|elder|eldest|youngest|resident))?(?: [a-z]+)? (dogs?|pup|puppy|cats?|kittens?|kitty|rabbits?|bunny|bunnies|buns?|birds?|budgies?|parrots?|husband|wife|partner|son|daughter|kids?|children|friends?|neighbou?rs?|mum|mom|dad|boy|girl)\s*,?\s*$/;

/**
 * "Gets on with our cat, who is terrified of everything": a who/which clause after another animal
 * or a person is about them, not the pet. An antecedent that may be the pet itself ("our dog, who"
 * in a dog's profile) is left alone unless it says "other", "older"...
 */
function relativeAboutOther(text: string, clause: Clause, species: Species): boolean {
  // "my husband, who she adores": the pet is the subject of the relative clause.
  if (!/^(?:who|which)\b(?! (?:he|she|it)\b)/.test(text.slice(clause.start, clause.end))) return false;
  const m = ANTECEDENT.exec(text.slice(Math.max(0, clause.start - 50), clause.start));
  if (!m) return false;
  if (m[1]) return true;
  return !OWN_NOUNS[species].test(m[2] as string);
}

const SUBJECT_MATTERS = new WeakMap<Cue, boolean>();

/** Only evaluations and confidence cues change meaning with their subject. */
function needsSubject(cue: Cue): boolean {
  let v = SUBJECT_MATTERS.get(cue);
  if (v === undefined) {
    v =
      !cue.anySubject &&
      (cue.kind === 'evaluation' ||
        !!cue.adds?.confidence ||
        Object.values(cue.addsInQuestion ?? {}).some((f) => !!f?.confidence));
    SUBJECT_MATTERS.set(cue, v);
  }
  return v;
}

interface Shaping {
  speciesNorm: boolean;
  delayed: boolean;
}

function shape(fx: TraitDeltas, s: Shaping): TraitDeltas {
  let r = fx;
  if (s.speciesNorm && r.activity) r = { ...r, activity: r.activity * SPECIES_NORM_SCALE };
  if (s.delayed && (r.confidence ?? 0) > 0) r = { ...r, confidence: (r.confidence ?? 0) * DELAYED_SCALE };
  return r;
}

function evaluateClause(
  text: string,
  norm: NormText,
  sentence: Sentence,
  clause: Clause,
  items: Item[],
  q: number,
  qid: TextQuestionId,
  species: Species,
  weight: number,
  sentenceHasEval: boolean,
  borrowed: Item[],
  local: Contribution[],
): void {
  const clauseText = text.slice(clause.start, clause.end);
  const shaping: Shaping = {
    speciesNorm: SPECIES_NORM.test(clauseText),
    delayed: ABOUT_OTHERS.has(qid) && DELAYED.test(clauseText),
  };
  // Quote the clause, or its whole sentence when the clause is a bare word or two ("fearless").
  const quote = countWords(clauseText) < 3 && sentence.end - sentence.start <= MAX_QUOTE ? sentence : clause;
  const clauseStart = norm.map[quote.start] as number;
  const clauseEnd = (norm.map[quote.end - 1] as number) + 1;
  const emit = (it: Item, fx: TraitDeltas, scale: number) => {
    const shaped = shape(fx, shaping);
    for (const k of Object.keys(shaped) as TraitKey[]) {
      const w = (shaped[k] ?? 0) * scale;
      if (w === 0 || !Number.isFinite(w)) continue;
      local.push({
        trait: k,
        w,
        questionIndex: q,
        questionId: qid,
        clauseStart,
        clauseEnd,
        cueStart: norm.map[it.start] as number,
        cueEnd: (norm.map[it.end - 1] as number) + 1,
        cueId: it.cue.id,
      });
    }
  };

  // Behaviours: direct effects, scaled by how much this question speaks to each trait.
  for (const it of items) {
    const cue = it.cue;
    const override = cue.addsInQuestion?.[q];
    if (cue.kind === 'behaviour' || (cue.kind === 'evaluation' && override)) {
      let fx: TraitDeltas | undefined = override ?? cue.adds;
      if (!fx) continue;
      // Someone else's fear or boldness says the opposite about the pet; other traits drop out.
      if (it.other) fx = fx.confidence ? { confidence: -fx.confidence * OTHERS_CONFIDENCE_SCALE } : {};
      const rel = override ? undefined : RELEVANCE[qid];
      for (const k of Object.keys(fx) as TraitKey[]) {
        emit(it, { [k]: fx[k] }, it.sign * it.mult * weight * (rel ? rel[k] : 1));
      }
    }
    if (cue.kind === 'evaluation' && cue.adds && !override) emit(it, cue.adds, it.sign * it.mult * weight);
  }

  // Evaluations: about the clause's topic, a when/if clause's topic, or the question's subject.
  const clauseTopics = items.filter((i) => i.cue.kind === 'topic' && i.sign > 0);
  let topicsConsumed = false;
  for (const it of items) {
    const cue = it.cue;
    if (cue.kind !== 'evaluation' || cue.addsInQuestion?.[q] || it.other) continue;
    if (cue.onlyBesideAnotherEvaluation && !sentenceHasEval) continue;
    // "Likes to sleep where he can see me": the liking is the behaviour that follows it, read there.
    if (cue.judges === 'liking' && it.sign > 0 && behaviourFollows(text, items, it)) continue;
    const val = (cue.value ?? 0) * it.sign * it.mult * weight;
    let topics = clauseTopics.length ? clauseTopics : borrowed;
    // "Off lead he's fine and plays": about other animals or visitors, playing is with them; the
    // verdict is about the question's subject, not about exercise.
    if (ABOUT_OTHERS.has(qid)) topics = topics.filter((t) => t.cue.topic !== 'exercise' && t.cue.topic !== 'rest');
    const meaningful = topics.filter((t) => t.cue.topic !== 'neutral');
    if (meaningful.length) {
      topicsConsumed = true;
      let unique = [...new Set(meaningful.map((t) => t.cue.topic as Topic))];
      // "Late for his walk, he sulks": the situation is what is evaluated, not the walk.
      if (unique.some((t) => SITUATIONS.has(t))) unique = unique.filter((t) => SITUATIONS.has(t));
      unique = unique.slice(0, 2);
      for (const topic of unique) {
        const model = TOPICS[topic];
        const fx = cue.judges === 'liking' ? model.pref : (model.cope ?? model.pref);
        emit(it, fx, val * (val < 0 ? (model.neg ?? 1) * handlingScale(topic, species) : 1));
      }
    } else if (topics.length) {
      topicsConsumed = true; // vet visits, baths, food: says nothing about the traits
    } else if (!cue.needsTopicInQuestions?.includes(q)) {
      emit(it, QUESTION_SUBJECT[qid], val);
    }
  }

  // Topics no evaluation took: favourites are liked, least favourites disliked, activities done.
  if (topicsConsumed) return;
  const implicit = IMPLICIT_VALENCE[qid];
  const seen = new Set<Topic>();
  for (const it of items) {
    const topic = it.cue.topic;
    if (it.cue.kind !== 'topic' || !topic || seen.has(topic)) continue;
    if ((topic === 'exercise' || topic === 'rest') && actorBefore(text, items, it)) continue;
    const model = TOPICS[topic];
    let val: number | undefined;
    if (implicit !== undefined) val = implicit * it.sign;
    else if (model.implicit?.includes(qid)) val = it.sign;
    if (val === undefined) continue;
    seen.add(topic);
    val *= it.mult * weight;
    emit(it, model.pref, val * IMPLICIT_SCALE * (val < 0 ? (model.neg ?? 1) * handlingScale(topic, species) : 1));
  }
}

/** A behaviour cue right after a liking ("likes to", "loves being"), in the same clause. */
function behaviourFollows(text: string, items: Item[], it: Item): boolean {
  return items.some(
    (o) =>
      o.cue.kind === 'behaviour' &&
      o.start >= it.end &&
      /^\s*(?:to|being|having|it when|when)?\s*$/.test(text.slice(it.end, o.start)),
  );
}

const ACTOR =
  /\b(?:me|us|my husband|my wife|my partner|my son|my daughter|dog|dogs|cat|cats|kid|kids|children|child|people|person|visitor|visitors|stranger|strangers|bird|birds|puppy|puppies|men|women|someone|anyone|others?|neighbou?rs?|brother|sister|friends?)(?:'s)?(?: [a-z']+)? $/;

/**
 * "children running", "the cat sitting on the fence", "me going out": the activity belongs to someone
 * else.
 */
function actorBefore(text: string, items: Item[], it: Item): boolean {
  if (ACTOR.test(text.slice(Math.max(0, it.start - 30), it.start))) return true;
  return items.some(
    (o) =>
      (o.cue.topic === 'people' || o.cue.topic === 'animals') &&
      o.end <= it.start &&
      countWords(text.slice(o.end, it.start)) <= 1,
  );
}

/** Nearly every rabbit, bird and small pet dislikes being picked up: it says little about the pet. */
function handlingScale(topic: Topic, species: Species): number {
  if (topic !== 'handling') return 1;
  return species === 'rabbit' || species === 'bird' || species === 'other' ? HANDLING_SMALL_PET_SCALE : 1;
}

/**
 * Several cues in one clause pointing the same way ("binkies, zoomies, laps") are one observation:
 * the strongest counts in full, the next at 60 %, then 36 %...
 */
function compress(local: Contribution[], out: Contribution[]): void {
  local.sort(
    (a, b) => a.trait.localeCompare(b.trait) || Number(b.w > 0) - Number(a.w > 0) || Math.abs(b.w) - Math.abs(a.w),
  );
  let rank = 0;
  for (let i = 0; i < local.length; i++) {
    const c = local[i] as Contribution;
    const prev = local[i - 1];
    rank = prev && prev.trait === c.trait && prev.w > 0 === c.w > 0 ? rank + 1 : 0;
    out.push(rank ? { ...c, w: c.w * DIMINISH ** rank } : c);
  }
}
