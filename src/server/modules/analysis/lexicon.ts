/**
 * Lexicon core: the pattern helpers, the modifiers (negation, intensity, frequency), the evaluative
 * vocabulary (valence) and the topics owners evaluate. Behaviour vocabularies live in cues-*.ts.
 */
import type { Cue, Fx, Topic, Species } from './types.ts';

const MACROS: Array<[RegExp, string]> = [
  [/\{he\}/g, '(?:he|she|it|they)'],
  [/\{he's\}/g, "(?:he's|she's|it's|they're|he is|she is|it is|they are|hes|shes)"],
  [/\{him\}/g, '(?:him|her|it|them)'],
  [/\{his\}/g, '(?:his|her|its|their)'],
  [/\{self\}/g, '(?:himself|herself|itself|themselves|themself)'],
  [/\{me\}/g, '(?:me|us)'],
  [/\{my\}/g, '(?:my|our)'],
  [/\{we\}/g, '(?:i|we)'],
  [/\{we're\}/g, "(?:i'm|we're|i am|we are|im)"],
  [/\{doesnt\}/g, "(?:doesn't|does not|don't|do not|didn't|did not)"],
  [/\{wont\}/g, "(?:won't|will not|wouldn't|would not)"],
  [/\{cant\}/g, "(?:can't|can not|cannot|couldn't|could not)"],
  [/\{isnt\}/g, "(?:isn't|is not|'s not|wasn't|was not|aren't|are not|not)"],
  [/\{a\}/g, '(?:a |an |the )?'],
  [
    /\{adv\}/g,
    '(?:(?:really|just|even|always|usually|generally|ever|seem to|seems to|actually|honestly|particularly|much|too|very|that|at all|so) )?',
  ],
];

export function rx(p: string): RegExp {
  let s = p;
  for (const [m, r] of MACROS) s = s.replace(m, r);
  return new RegExp(`\\b(?:${s})(?![a-z0-9])`, 'g');
}

interface Opts {
  dep?: boolean;
  q?: Cue['q'];
  qs?: readonly number[];
  fixed?: boolean;
  shared?: boolean;
  topicOnly?: readonly number[];
  sp?: readonly Species[];
  pri?: number;
}

/** A behaviour: direct trait effects. */
export function b(id: string, p: string, fx: Fx, o: Opts = {}): Cue {
  return { id, re: rx(p), kind: 'b', fx, ...o };
}

/** An evaluation: positive = good / liked, negative = bad / disliked. */
export function v(id: string, p: string, val: number, vkind: 'pref' | 'cope', o: Opts & { fx?: Fx } = {}): Cue {
  return { id, re: rx(p), kind: 'v', val, vkind, ...o };
}

/** A topic: a thing that can be liked, disliked or coped with. */
export function t(id: string, p: string, topic: Topic, o: Opts = {}): Cue {
  return { id, re: rx(p), kind: 't', topic, ...o };
}

export interface TopicModel {
  /** Effect of liking it (+1 pref valence). */
  pref: Fx;
  /** Effect of coping well with it (+1 cope valence); defaults to pref. */
  cope?: Fx;
  /** Scale applied when the valence is negative (asymmetry: hating walks says more than liking them). */
  neg?: number;
  /** Liking is implied when the pet simply does it (activities), outside the "least favourite" question. */
  implicit?: readonly number[];
}

export const TOPICS: Record<Topic, TopicModel> = {
  alone: { pref: { I: 1.3 }, neg: 1.2 },
  company: { pref: { I: -1.1 }, cope: { I: -0.3 }, neg: 0.6 },
  exclusion: { pref: { I: 1 }, neg: 1.2 },
  handling: { pref: { I: -0.7 }, cope: { C: 0.3 }, neg: 0.35 },
  people: { pref: { C: 1.2 }, neg: 1 },
  noise: { pref: { C: 0.5 }, neg: 0.6 },
  animals: { pref: { C: 0.8 }, neg: 0.8 },
  novelty: { pref: { C: 0.6, F: 0.5 }, neg: 1 },
  change: { pref: { F: 1.2 }, neg: 1 },
  routine: { pref: { F: -1.1 }, cope: { F: 0.9 }, neg: 0.6 },
  time: { pref: { F: -0.4 }, cope: { F: 1 }, neg: 1 },
  exercise: { pref: { A: 1 }, cope: { A: 0.4 }, neg: 1.3, implicit: [0, 1, 2] },
  rest: { pref: { A: -1 }, cope: { A: -0.3 }, neg: 1, implicit: [0, 1, 2] },
  confinement: { pref: { A: -0.8 }, neg: 1 },
  /** Any strong reaction to the owner's return, glad or complaining, says the pet missed them. */
  reunion: { pref: { I: -0.6 }, neg: -1 },
  neutral: { pref: {} },
};

/** What an evaluation with no topic in its clause is about, per question. */
export const QUESTION_SUBJECT: Record<number, Fx> = {
  0: { C: 0.4, F: 0.3 },
  1: {},
  2: {},
  3: { C: 1 },
  4: { C: 1.1 },
  5: { I: 1.1, C: 0.15 },
  6: { C: 0.8 },
  7: {},
  8: { F: 0.8 },
  9: { I: 0.5, C: 0.3 },
  10: { F: 1.2 },
};

/**
 * How much a behaviour cue counts in each question, per trait (I, C, A, F).
 * The question an answer came from decides what it mainly speaks to.
 */
export const RELEVANCE: Record<number, Required<Fx>> = {
  0: { I: 1.1, C: 1.1, A: 1.1, F: 1 },
  1: { I: 0.7, C: 0.5, A: 1, F: 0.5 },
  2: { I: 0.8, C: 0.8, A: 0.9, F: 0.6 },
  3: { I: 0.4, C: 1, A: 0.3, F: 0.3 },
  4: { I: 0.4, C: 1.2, A: 0.2, F: 0.3 },
  5: { I: 1.3, C: 0.4, A: 0.3, F: 0.4 },
  6: { I: 0.5, C: 0.9, A: 0.2, F: 0.3 },
  7: { I: 0.6, C: 0.3, A: 1, F: 0.7 },
  8: { I: 0.3, C: 0.2, A: 0.4, F: 1 },
  9: { I: 0.6, C: 0.6, A: 0.2, F: 0.3 },
  10: { I: 0.3, C: 0.5, A: 0.2, F: 1.3 },
};

/** Implicit valence for topics named in an answer: favourites are liked, least favourites disliked. */
export const IMPLICIT_VALENCE: Record<number, number> = { 1: 1, 2: -1 };

// ---------------------------------------------------------------------------------------------
// Modifiers, read in the words just before a cue (and a few just after).

export const NEGATOR =
  /(?<![a-z'])(?:not|no|never|n't|nothing|nobody|no one|none|neither|nor|without|hardly|barely|scarcely|rarely|seldom|zero|no longer|cannot|can not|isnt|wasnt|doesnt|dont|didnt|wont|cant|lack of|instead of|rather than|anything but|less)(?![a-z])|n't(?![a-z])/g;

export const DOWNTONERS =
  /(?<![a-z])(?:a (?:little )?bit(?: of)?|a little|a tad|a touch|slightly|somewhat|kind of|sort of|bit of|a bit|mildly|fairly|partly|at times|a little more|more or less|moderately|reasonably|relatively|semi|mostly just|not (?:too|that|very|overly|super|massively|hugely)|maybe|probably|might|could be|i think|a smidge)(?![a-z])/;
export const BOOSTERS =
  /(?<![a-z])(?:very|really|so|super|extremely|incredibly|totally|completely|absolutely|utterly|hugely|massively|seriously|insanely|ridiculously|crazy|properly|truly|such a|such|terribly|awfully|genuinely|unbelievably|especially|highly|deeply|entirely|literally|100%|way too|too)(?![a-z])/;
export const FREQ_LOW =
  /(?<![a-z])(?:sometimes|occasionally|now and (?:then|again)|every (?:now and|so) often|once in a (?:while|blue moon)|from time to time|on occasion|the odd|once or twice|once|at times)(?![a-z])/;
export const FREQ_HIGH =
  /(?<![a-z])(?:always|constantly|every single|all the time|non ?stop|forever|continually|invariably)(?![a-z])/;
export const AFTER_BOOST =
  /^\s*,?\s*(?:at all|whatsoever|in the slightest|one bit|all the time|constantly|for hours|for ages|all day|all night|non ?stop|like crazy|like mad|like a maniac|flat out|at full speed|a lot|loads|so much|endlessly|the whole time|the entire time|every (?:single )?time|every day|no matter what)(?![a-z])/;
export const AFTER_DOWN =
  /^\s*,?\s*(?:i (?:suppose|guess|think|reckon)|i'd say|kind of|sort of|more or less|ish|mostly|probably|a few (?:feet|steps|metres|meters|yards|paces)|a (?:little|short) way|a (?:little )?bit|a little|for a (?:bit|minute|second|moment|few (?:minutes|seconds|mins))|briefly|sometimes|occasionally|now and (?:then|again)|at first|first|initially|to start with|for a (?:few )?(?:minutes?|seconds?)|eventually|at times)(?![a-z])/;
/**
 * The clause so far names someone other than the pet as the subject ("the dog is scared of HIM",
 * "unknown visitors ... ", "if they're calm"). Anchored at the clause start: a noun later in the
 * clause ("lunges at dogs out of fear") is an object, not the subject.
 */
const LEAD =
  '^(?:(?:and|but|so|then|when|if|because|now|even|though|although|while|since|as|once|until|unless|plus) )*';
/** "The other cat", "our older dog", "his brother": another animal of the household, never the pet. */
const ANOTHER =
  '(?:(?:the|our|my|their|his|her) )?(?:other|older|younger|elder|eldest|youngest|resident|senior) (?:[a-z]+ )?';
const OTHER_ANIMAL_NOUN =
  '(?:dogs?|cats?|puppy|puppies|kittens?|rabbits?|bunny|bunnies|buns?|birds?|budgies?|parrots?|ferrets?|guinea pigs?|pigs?|rats?|hamsters?|horses?|ponies|pony|one|ones|boy|girl|brother|sister|sibling|siblings)';
export const OTHER_SUBJECT = new RegExp(
  LEAD +
    `(?:${ANOTHER}${OTHER_ANIMAL_NOUN}|` +
    "(?:(?:the|our|my|their|other|neighbou?r'?s?'?|a|an|his|her|that|this|some|new|big|small|unknown|strange|most|all|any) )?" +
    '(?:dog|dogs|cat|cats|puppy|puppies|kitten|kittens|partner|husband|wife|friend|friends|kids?|children|son|daughter|mum|mom|dad|sister|brother|neighbou?rs?|sitter|vet|trainer|budgies?|parrots?|birds|horse|horses|lab|labrador|terrier|others|people|visitors|guests|strangers|everyone else|i|we|you)' +
    ")(?:'re|'s|'ve|'m)?(?: (?!(?:he|she|it|her|him|them|make|makes|made|let|lets)\\b)[a-z']+){0,2} $",
);
/**
 * Another animal of the household is the subject ("our other cat cries when we leave"): its
 * behaviour says nothing about the pet. People as subjects ("we walk her for hours") do not count here.
 */
export const OTHER_ANIMAL_SUBJECT = new RegExp(
  LEAD +
    `(?:${ANOTHER}${OTHER_ANIMAL_NOUN}|(?:his|her|their) (?:brother|sister|sibling|siblings|companion|mate|buddy|friend|partner))` +
    "(?:'s)?(?: (?!(?:he|she|it|her|him|them|and)\\b)[a-z']+){0,2} $",
);
/** "they" is someone else only where the question is about others (other animals, new people). */
export const OTHER_THEY = new RegExp(LEAD + "they(?:'re|'ve)?(?: [a-z']+)? $");
