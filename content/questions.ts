/**
 * Seeded multiple-choice questions, per pet type (1 Dog, 2 Cat, 3 Bird, 4 Rabbit, 5 Other).
 * Each option carries signed trait deltas (-2..2, toward Independent / Confident / Active / Flexible);
 * the server stores them as JSON text and feeds the chosen ones to the analyser as `choices`.
 * Every pet type covers all four traits.
 */
import type { TraitKey } from '#shared/archetypes.ts';

export interface ChoiceOptionContent {
  text: string;
  value: string;
  traitScores: Partial<Record<TraitKey, number>>;
}

export interface ChoiceQuestionContent {
  text: string;
  order: number;
  options: ChoiceOptionContent[];
}

export const choiceQuestions: Record<1 | 2 | 3 | 4 | 5, ChoiceQuestionContent[]> = {
  // Dog
  1: [
    {
      text: 'When you get ready to leave the house, what does your dog usually do?',
      order: 1,
      options: [
        { text: 'Carries on with whatever they were doing', value: 'carries-on', traitScores: { independence: 2 } },
        { text: 'Watches you go, then settles down', value: 'settles', traitScores: { independence: 1 } },
        { text: 'Follows you to the door and waits there', value: 'waits-at-door', traitScores: { independence: -1 } },
        { text: 'Whines, barks or panics as soon as they realise', value: 'panics', traitScores: { independence: -2 } },
      ],
    },
    {
      text: 'A stranger comes into your home. How does your dog react?',
      order: 2,
      options: [
        { text: 'Rushes over to say hello', value: 'greets', traitScores: { confidence: 2 } },
        { text: 'Has a sniff once the visitor has settled in', value: 'sniffs-later', traitScores: { confidence: 1 } },
        { text: 'Barks or keeps their distance for a while', value: 'keeps-distance', traitScores: { confidence: -1 } },
        { text: 'Hides or stays away until they have gone', value: 'hides', traitScores: { confidence: -2 } },
      ],
    },
    {
      text: 'On a free afternoon, what would your dog choose?',
      order: 3,
      options: [
        { text: 'A long run, a hike or an endless game of fetch', value: 'long-run', traitScores: { activity: 2 } },
        { text: 'A good walk, then a nap', value: 'walk-then-nap', traitScores: { activity: 1 } },
        { text: 'A short stroll, then the sofa', value: 'short-stroll', traitScores: { activity: -1 } },
        { text: 'Snoozing in a favourite spot', value: 'snooze', traitScores: { activity: -2 } },
      ],
    },
    {
      text: 'Dinner or the daily walk is an hour late. What happens?',
      order: 4,
      options: [
        { text: 'Nothing: they take it as it comes', value: 'no-reaction', traitScores: { flexibility: 2 } },
        { text: 'They notice but wait patiently', value: 'waits', traitScores: { flexibility: 1 } },
        { text: 'They remind you by nudging, staring or pacing', value: 'reminds', traitScores: { flexibility: -1 } },
        { text: 'They get restless, noisy or upset', value: 'upset', traitScores: { flexibility: -2 } },
      ],
    },
    {
      text: "You take your dog somewhere new, like a holiday cottage or a friend's house.",
      order: 5,
      options: [
        { text: 'Explores happily straight away', value: 'explores', traitScores: { flexibility: 2, confidence: 1 } },
        { text: 'Takes a little while, then settles', value: 'settles', traitScores: { flexibility: 1 } },
        { text: 'Stays unsettled for a day or two', value: 'unsettled', traitScores: { flexibility: -1 } },
        {
          text: "Struggles: won't eat or sleep properly",
          value: 'struggles',
          traitScores: { flexibility: -2, confidence: -1 },
        },
      ],
    },
  ],
  // Cat
  2: [
    {
      text: 'How does your cat spend their time when you are at home?',
      order: 1,
      options: [
        {
          text: 'Off on their own; they find you when they want something',
          value: 'own-terms',
          traitScores: { independence: 2 },
        },
        { text: 'Checks in now and then, then wanders off', value: 'checks-in', traitScores: { independence: 1 } },
        { text: 'Usually in the same room as you', value: 'same-room', traitScores: { independence: -1 } },
        { text: 'On your lap or following you from room to room', value: 'shadow', traitScores: { independence: -2 } },
      ],
    },
    {
      text: 'The doorbell rings and a visitor walks in.',
      order: 2,
      options: [
        { text: 'Comes to investigate straight away', value: 'investigates', traitScores: { confidence: 2 } },
        {
          text: 'Watches from a distance, then comes over',
          value: 'watches-then-comes',
          traitScores: { confidence: 1 },
        },
        { text: 'Leaves the room and comes back later', value: 'leaves', traitScores: { confidence: -1 } },
        { text: 'Hides until the visitor has gone', value: 'hides', traitScores: { confidence: -2 } },
      ],
    },
    {
      text: 'How much does your cat play?',
      order: 3,
      options: [
        {
          text: 'Constantly: zoomies, climbing, hunting anything that moves',
          value: 'constantly',
          traitScores: { activity: 2 },
        },
        { text: 'A good session or two every day', value: 'daily', traitScores: { activity: 1 } },
        { text: 'A few minutes now and then', value: 'now-and-then', traitScores: { activity: -1 } },
        { text: 'Hardly at all; sleeping is the main hobby', value: 'hardly', traitScores: { activity: -2 } },
      ],
    },
    {
      text: 'You move the furniture around or change the litter.',
      order: 4,
      options: [
        { text: 'Has a sniff and carries on as normal', value: 'carries-on', traitScores: { flexibility: 2 } },
        { text: 'Is a bit suspicious for a day', value: 'suspicious', traitScores: { flexibility: 1 } },
        { text: 'Is unsettled for several days', value: 'unsettled', traitScores: { flexibility: -1 } },
        { text: 'Protests: hides, stops eating or has accidents', value: 'protests', traitScores: { flexibility: -2 } },
      ],
    },
    {
      text: 'You are away for a weekend and a sitter pops in. How does your cat take it?',
      order: 5,
      options: [
        { text: 'Barely seems to notice you were gone', value: 'barely-notices', traitScores: { independence: 2 } },
        { text: 'Gives you a cool welcome, then carries on', value: 'cool-welcome', traitScores: { independence: 1 } },
        {
          text: 'Follows you around and talks a lot when you are back',
          value: 'follows',
          traitScores: { independence: -1 },
        },
        {
          text: 'Cries, sulks or goes off their food while you are away',
          value: 'pines',
          traitScores: { independence: -2, flexibility: -1 },
        },
      ],
    },
  ],
  // Bird
  3: [
    {
      text: 'When you leave the room, your bird...',
      order: 1,
      options: [
        { text: 'Keeps playing or chattering to itself', value: 'carries-on', traitScores: { independence: 2 } },
        { text: 'Calls once or twice, then carries on', value: 'calls-once', traitScores: { independence: 1 } },
        { text: 'Calls for you until you come back', value: 'contact-calls', traitScores: { independence: -1 } },
        { text: 'Screams, paces or plucks when left', value: 'distressed', traitScores: { independence: -2 } },
      ],
    },
    {
      text: 'Someone new comes close to the cage.',
      order: 2,
      options: [
        { text: 'Comes forward, shows off or steps up', value: 'steps-up', traitScores: { confidence: 2 } },
        { text: 'Watches for a while, then relaxes', value: 'watches', traitScores: { confidence: 1 } },
        { text: 'Goes quiet and moves to the back', value: 'retreats', traitScores: { confidence: -1 } },
        { text: 'Panics, flaps or hides', value: 'panics', traitScores: { confidence: -2 } },
      ],
    },
    {
      text: 'How busy is your bird during the day?',
      order: 3,
      options: [
        {
          text: 'Always on the go: climbing, foraging, flying, shredding',
          value: 'on-the-go',
          traitScores: { activity: 2 },
        },
        { text: 'Bursts of play between rests', value: 'bursts', traitScores: { activity: 1 } },
        { text: 'Mostly perches and watches', value: 'perches', traitScores: { activity: -1 } },
        { text: 'Very still; rarely leaves a favourite perch', value: 'still', traitScores: { activity: -2 } },
      ],
    },
    {
      text: 'You rearrange the cage or bring in a new toy.',
      order: 4,
      options: [
        { text: 'Explores it right away', value: 'explores', traitScores: { flexibility: 2, confidence: 1 } },
        { text: 'Checks it out after a while', value: 'after-a-while', traitScores: { flexibility: 1 } },
        { text: 'Avoids that side of the cage for a day or two', value: 'avoids', traitScores: { flexibility: -1 } },
        { text: 'Is upset or off their food for days', value: 'upset', traitScores: { flexibility: -2 } },
      ],
    },
  ],
  // Rabbit
  4: [
    {
      text: 'When you are in the room, your rabbit...',
      order: 1,
      options: [
        { text: 'Gets on with their own thing', value: 'own-thing', traitScores: { independence: 2 } },
        { text: 'Hops over to say hello now and then', value: 'says-hello', traitScores: { independence: 1 } },
        { text: 'Stays close, flopping near your feet', value: 'stays-close', traitScores: { independence: -1 } },
        {
          text: 'Follows you, circling and nudging for attention',
          value: 'follows',
          traitScores: { independence: -2 },
        },
      ],
    },
    {
      text: 'A visitor sits quietly on the floor near your rabbit.',
      order: 2,
      options: [
        { text: 'Hops straight over to investigate', value: 'investigates', traitScores: { confidence: 2 } },
        { text: 'Watches, then comes for a sniff', value: 'watches-then-sniffs', traitScores: { confidence: 1 } },
        { text: 'Stays in a hidey and peeks out', value: 'peeks', traitScores: { confidence: -1 } },
        { text: 'Thumps and hides until they have gone', value: 'thumps-hides', traitScores: { confidence: -2 } },
      ],
    },
    {
      text: 'At their liveliest times of day (dawn and dusk), your rabbit...',
      order: 3,
      options: [
        { text: 'Binkies, zoomies and laps of the room', value: 'binkies', traitScores: { activity: 2 } },
        { text: 'Has a good hop around and a dig', value: 'hop-and-dig', traitScores: { activity: 1 } },
        { text: 'Has a short wander, then a flop', value: 'short-wander', traitScores: { activity: -1 } },
        { text: 'Mostly stays stretched out and relaxed', value: 'stretched-out', traitScores: { activity: -2 } },
      ],
    },
    {
      text: 'The greens are late, or you change the pen layout.',
      order: 4,
      options: [
        { text: 'Does not seem to mind', value: 'no-reaction', traitScores: { flexibility: 2 } },
        { text: 'Notices but soon settles', value: 'settles', traitScores: { flexibility: 1 } },
        { text: 'Thumps or waits at the gate', value: 'thumps', traitScores: { flexibility: -1 } },
        { text: 'Sulks, stops eating or stops using the tray', value: 'sulks', traitScores: { flexibility: -2 } },
      ],
    },
  ],
  // Other
  5: [
    {
      text: 'When you are nearby, your pet...',
      order: 1,
      options: [
        { text: 'Ignores you and does its own thing', value: 'own-thing', traitScores: { independence: 2 } },
        { text: 'Comes over now and then', value: 'now-and-then', traitScores: { independence: 1 } },
        { text: 'Likes to be close to you', value: 'close', traitScores: { independence: -1 } },
        { text: 'Seeks you out all the time', value: 'seeks-you', traitScores: { independence: -2 } },
      ],
    },
    {
      text: 'Something new appears near its home: a person, a sound or an object.',
      order: 2,
      options: [
        { text: 'Approaches to investigate', value: 'investigates', traitScores: { confidence: 2 } },
        { text: 'Watches, then carries on', value: 'watches', traitScores: { confidence: 1 } },
        { text: 'Freezes or keeps its distance', value: 'freezes', traitScores: { confidence: -1 } },
        { text: 'Hides or panics', value: 'hides', traitScores: { confidence: -2 } },
      ],
    },
    {
      text: 'When it is awake, your pet is...',
      order: 3,
      options: [
        { text: 'Always moving: climbing, digging or exploring', value: 'always-moving', traitScores: { activity: 2 } },
        { text: 'Active in bursts, then resting', value: 'bursts', traitScores: { activity: 1 } },
        { text: 'Mostly calm, with short spells of activity', value: 'mostly-calm', traitScores: { activity: -1 } },
        { text: 'Very still; resting or basking most of the time', value: 'still', traitScores: { activity: -2 } },
      ],
    },
    {
      text: 'Feeding time is late, or its home is rearranged.',
      order: 4,
      options: [
        { text: 'No reaction at all', value: 'no-reaction', traitScores: { flexibility: 2 } },
        { text: 'A little unsettled for a short while', value: 'short-while', traitScores: { flexibility: 1 } },
        {
          text: "Restless, waits at its usual spot or won't settle",
          value: 'restless',
          traitScores: { flexibility: -1 },
        },
        { text: 'Stressed for days; may stop eating', value: 'stressed', traitScores: { flexibility: -2 } },
      ],
    },
  ],
};
