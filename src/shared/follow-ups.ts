/**
 * Follow-up questions that sharpen a close call: per trait two multiple-choice questions, worded per
 * species ({name} is the pet's name), each option carrying a signed delta (-2..2) toward the trait's
 * high pole (Independent / Confident / Active / Flexible). The server feeds the chosen deltas to the
 * analyser as extra choices; the client shows the wording only.
 */
import type { TraitKey } from './archetypes.ts';
import { withPetName } from './questions.ts';
import type { Species } from './pet-types.ts';

export interface FollowUpOption {
  id: string;
  text: string;
  /** Signed delta toward the high pole, -2..2. */
  delta: number;
}

export interface FollowUpQuestion {
  id: string;
  trait: TraitKey;
  /** Wording per species; `other` is also the fallback. */
  text: Record<Species, string>;
  options: FollowUpOption[];
}

const same = (text: string, overrides: Partial<Record<Species, string>> = {}): Record<Species, string> => ({
  dog: text,
  cat: text,
  bird: text,
  rabbit: text,
  other: text,
  ...overrides,
});

export const FOLLOW_UPS: readonly FollowUpQuestion[] = [
  {
    id: 'independence-alone',
    trait: 'independence',
    text: same('You are busy in another room for an hour. What does {name} do?', {
      bird: 'You leave the room where {name} is for an hour. What does {name} do?',
      rabbit: 'You are busy in another room for an hour. What does {name} do meanwhile?',
    }),
    options: [
      { id: 'own-thing', text: 'Gets on with their own thing and barely notices', delta: 2 },
      { id: 'checks-in', text: 'Checks in once or twice, then settles', delta: 1 },
      { id: 'follows', text: 'Comes looking for me or calls for me', delta: -1 },
      { id: 'distressed', text: 'Gets upset until I am back', delta: -2 },
    ],
  },
  {
    id: 'independence-attention',
    trait: 'independence',
    text: same('How often does {name} come to you for attention on a normal day?', {
      bird: 'How often does {name} call for you or want to be on you on a normal day?',
      cat: 'How often does {name} seek you out for attention on a normal day?',
    }),
    options: [
      { id: 'rarely', text: 'Rarely: on their own terms only', delta: 2 },
      { id: 'sometimes', text: 'Now and then, then off again', delta: 1 },
      { id: 'often', text: 'Often: likes to be near me', delta: -1 },
      { id: 'always', text: 'All the time: my shadow', delta: -2 },
    ],
  },
  {
    id: 'confidence-visitor',
    trait: 'confidence',
    text: same('A visitor {name} has never met comes in. What happens in the first few minutes?', {
      bird: 'A visitor {name} has never met comes close to the cage or perch. What happens?',
      rabbit: 'A visitor {name} has never met sits down near the enclosure. What happens?',
    }),
    options: [
      { id: 'greets', text: 'Goes straight over to investigate', delta: 2 },
      { id: 'watches-then-greets', text: 'Watches for a bit, then comes closer', delta: 1 },
      { id: 'keeps-distance', text: 'Keeps their distance the whole time', delta: -1 },
      { id: 'hides', text: 'Hides, freezes or flees', delta: -2 },
    ],
  },
  {
    id: 'confidence-noise',
    trait: 'confidence',
    text: same('Something falls with a loud bang near {name}. What does {name} do?'),
    options: [
      { id: 'ignores', text: 'Barely reacts, or goes to look', delta: 2 },
      { id: 'startles', text: 'Startles, then is fine in a moment', delta: 1 },
      { id: 'wary', text: 'Stays wary for a while', delta: -1 },
      { id: 'bolts', text: 'Bolts or hides and takes a long time to come out', delta: -2 },
    ],
  },
  {
    id: 'activity-free-time',
    trait: 'activity',
    text: same('When {name} has nothing planned, how does {name} spend most of the time?', {
      dog: 'On a day without a walk planned, how does {name} spend most of it?',
      bird: 'Out of the cage with nothing planned, how does {name} spend most of the time?',
    }),
    options: [
      { id: 'always-busy', text: 'On the go: playing, exploring, asking for more', delta: 2 },
      { id: 'bursts', text: 'Busy in bursts, with rests in between', delta: 1 },
      { id: 'mostly-rests', text: 'Mostly resting, a little pottering', delta: -1 },
      { id: 'sleeps', text: 'Sleeping or lounging nearly all of it', delta: -2 },
    ],
  },
  {
    id: 'activity-play',
    trait: 'activity',
    text: same('You offer {name} a game or a new toy. How long does {name} keep at it?'),
    options: [
      { id: 'outlasts-me', text: 'Longer than I do', delta: 2 },
      { id: 'good-while', text: 'A good while', delta: 1 },
      { id: 'few-minutes', text: 'A few minutes', delta: -1 },
      { id: 'not-interested', text: 'Hardly at all', delta: -2 },
    ],
  },
  {
    id: 'flexibility-routine',
    trait: 'flexibility',
    text: same("{name}'s usual routine is thrown out for a day. How does {name} take it?", {
      dog: "{name}'s walk and dinner times are all over the place for a day. How does {name} take it?",
      bird: "{name}'s cover-off and feeding times are all over the place for a day. How does {name} take it?",
    }),
    options: [
      { id: 'unbothered', text: "Doesn't seem to notice", delta: 2 },
      { id: 'notices', text: 'Notices, but goes along with it', delta: 1 },
      { id: 'unsettled', text: 'Unsettled until things are back to normal', delta: -1 },
      { id: 'upset', text: 'Clearly upset: off food, restless or clingy', delta: -2 },
    ],
  },
  {
    id: 'flexibility-new-place',
    trait: 'flexibility',
    text: same("Something in {name}'s space is moved or changed. How long until {name} is at ease again?", {
      dog: 'You rearrange the room where {name} sleeps. How long until {name} is at ease again?',
      cat: "You move {name}'s bed or rearrange the furniture. How long until {name} is at ease again?",
      bird: "You move {name}'s cage or change the perches. How long until {name} is at ease again?",
      rabbit: "You rearrange {name}'s enclosure. How long until {name} is at ease again?",
    }),
    options: [
      { id: 'straight-away', text: 'Straight away: it is interesting', delta: 2 },
      { id: 'an-hour', text: 'Within the hour', delta: 1 },
      { id: 'a-day', text: 'A day or so', delta: -1 },
      { id: 'days', text: 'Several days, or never quite', delta: -2 },
    ],
  },
];

export function followUpQuestion(id: string): FollowUpQuestion | undefined {
  return FOLLOW_UPS.find((q) => q.id === id);
}

export function followUpsForTrait(trait: TraitKey): FollowUpQuestion[] {
  return FOLLOW_UPS.filter((q) => q.trait === trait);
}

/** A question as the owner sees it: worded for the species and the pet's name, without the deltas. */
export interface FollowUpPrompt {
  id: string;
  text: string;
  options: Array<{ id: string; text: string }>;
}

export function followUpPrompt(q: FollowUpQuestion, species: Species, petName: string): FollowUpPrompt {
  return {
    id: q.id,
    text: withPetName(q.text[species] ?? q.text.other, petName),
    options: q.options.map((o) => ({ id: o.id, text: withPetName(o.text, petName) })),
  };
}

/** The deltas of chosen options, as analyser choices ({ trait: delta }); unknown ids are skipped. */
export function followUpChoices(
  answers: ReadonlyArray<{ questionId: string; optionId: string }>,
): Array<Partial<Record<TraitKey, number>>> {
  const out: Array<Partial<Record<TraitKey, number>>> = [];
  for (const a of answers) {
    const q = followUpQuestion(a.questionId);
    const o = q?.options.find((x) => x.id === a.optionId);
    if (q && o) out.push({ [q.trait]: o.delta });
  }
  return out;
}
