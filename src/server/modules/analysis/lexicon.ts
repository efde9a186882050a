/**
 * Lexicon core: the phrase shorthands, the modifiers (negation, intensity, frequency), the evaluative
 * vocabulary (valence) and the topics owners evaluate. Behaviour vocabularies live in cues-*.ts.
 */
import type { TextQuestionId } from '#shared/questions.ts';
import type { Topic, TraitDeltas, TraitKey } from './types.ts';

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

/** A cue's phrases as one expression: any of them, as whole words, shorthands expanded. */
export function compilePhrases(phrases: readonly string[]): RegExp {
  let s = phrases.join('|');
  for (const [m, r] of MACROS) s = s.replace(m, r);
  return new RegExp(`\\b(?:${s})(?![a-z0-9])`, 'g');
}

export interface TopicModel {
  /** Effect of liking it (+1 pref valence). */
  pref: TraitDeltas;
  /** Effect of coping well with it (+1 cope valence); defaults to pref. */
  cope?: TraitDeltas;
  /** Scale applied when the valence is negative (asymmetry: hating walks says more than liking them). */
  neg?: number;
  /** Liking is implied when the pet simply does it (activities), outside the "least favourite" question. */
  implicit?: readonly TextQuestionId[];
}

export const TOPICS: Record<Topic, TopicModel> = {
  alone: { pref: { independence: 1.3 }, neg: 1.2 },
  company: { pref: { independence: -1.1 }, cope: { independence: -0.3 }, neg: 0.6 },
  exclusion: { pref: { independence: 1 }, neg: 1.2 },
  handling: { pref: { independence: -0.7 }, cope: { confidence: 0.3 }, neg: 0.35 },
  people: { pref: { confidence: 1.2 }, neg: 1 },
  noise: { pref: { confidence: 0.5 }, neg: 0.6 },
  animals: { pref: { confidence: 0.8 }, neg: 0.8 },
  novelty: { pref: { confidence: 0.6, flexibility: 0.5 }, neg: 1 },
  change: { pref: { flexibility: 1.2 }, neg: 1 },
  routine: { pref: { flexibility: -1.1 }, cope: { flexibility: 0.9 }, neg: 0.6 },
  time: { pref: { flexibility: -0.4 }, cope: { flexibility: 1 }, neg: 1 },
  exercise: {
    pref: { activity: 1 },
    cope: { activity: 0.4 },
    neg: 1.3,
    implicit: ['describe', 'favourite-activities', 'least-favourite-activities'],
  },
  rest: {
    pref: { activity: -1 },
    cope: { activity: -0.3 },
    neg: 1,
    implicit: ['describe', 'favourite-activities', 'least-favourite-activities'],
  },
  confinement: { pref: { activity: -0.8 }, neg: 1 },
  /** Any strong reaction to the owner's return, glad or complaining, says the pet missed them. */
  reunion: { pref: { independence: -0.6 }, neg: -1 },
  neutral: { pref: {} },
};

/** What an evaluation with no topic in its clause is about, per question. */
export const QUESTION_SUBJECT: Record<TextQuestionId, TraitDeltas> = {
  describe: { confidence: 0.4, flexibility: 0.3 },
  'favourite-activities': {},
  'least-favourite-activities': {},
  'other-animals': { confidence: 1 },
  'new-people': { confidence: 1.1 },
  'home-alone': { independence: 1.1, confidence: 0.15 },
  'in-trouble': { confidence: 0.8 },
  sleep: {},
  eating: { flexibility: 0.8 },
  'asked-unwanted': { independence: 0.5, confidence: 0.3 },
  'routine-changes': { flexibility: 1.2 },
};

/**
 * How much a behaviour cue counts in each question, per trait.
 * The question an answer came from decides what it mainly speaks to.
 */
export const RELEVANCE: Record<TextQuestionId, Record<TraitKey, number>> = {
  describe: { independence: 1.1, confidence: 1.1, activity: 1.1, flexibility: 1 },
  'favourite-activities': { independence: 0.7, confidence: 0.5, activity: 1, flexibility: 0.5 },
  'least-favourite-activities': { independence: 0.8, confidence: 0.8, activity: 0.9, flexibility: 0.6 },
  'other-animals': { independence: 0.4, confidence: 1, activity: 0.3, flexibility: 0.3 },
  'new-people': { independence: 0.4, confidence: 1.2, activity: 0.2, flexibility: 0.3 },
  'home-alone': { independence: 1.3, confidence: 0.4, activity: 0.3, flexibility: 0.4 },
  'in-trouble': { independence: 0.5, confidence: 0.9, activity: 0.2, flexibility: 0.3 },
  sleep: { independence: 0.6, confidence: 0.3, activity: 1, flexibility: 0.7 },
  eating: { independence: 0.3, confidence: 0.2, activity: 0.4, flexibility: 1 },
  'asked-unwanted': { independence: 0.6, confidence: 0.6, activity: 0.2, flexibility: 0.3 },
  'routine-changes': { independence: 0.3, confidence: 0.5, activity: 0.2, flexibility: 1.3 },
};

/** Implicit valence for topics named in an answer: favourites are liked, least favourites disliked. */
export const IMPLICIT_VALENCE: Partial<Record<TextQuestionId, number>> = {
  'favourite-activities': 1,
  'least-favourite-activities': -1,
};

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
