/**
 * Household content (issue 24, decision 0043): how two of an owner's pets are likely to get along and
 * what helps, from their archetype letters AND their species. Typed and checked by `householdSchema`
 * (content/content.test.ts runs it). Written in the product's voice: warm, practical, never alarmist.
 *
 * - `letterPairs`: for each trait, what it means when both pets sit at the high pole, both at the low
 *   pole, or one at each ('mixed'). Every combination is written: each one matters to a household.
 * - `speciesPairs`: for each unordered pair of species (a dog and a rabbit differ from two cats): the
 *   outlook and what helps with introductions, resources and routines.
 */
import { z } from 'zod';
import { TRAIT_KEYS } from '#shared/archetypes.ts';
import { SPECIES, type Species } from '#shared/pet-types.ts';

const sentence = z
  .string()
  .min(20)
  .max(400)
  .refine((s) => /[.!]$/.test(s), 'ends with a full stop');

const letterPairSchema = z.object({ outlook: sentence, helps: sentence });
const speciesPairSchema = z.object({
  outlook: sentence,
  introductions: sentence,
  resources: sentence,
  routines: sentence,
});

export const PAIR_KINDS = ['bothHigh', 'bothLow', 'mixed'] as const;
export type PairKind = (typeof PAIR_KINDS)[number];

export const householdSchema = z.object({
  letterPairs: z.object(
    Object.fromEntries(
      TRAIT_KEYS.map((k) => [
        k,
        z.object({ bothHigh: letterPairSchema, bothLow: letterPairSchema, mixed: letterPairSchema }),
      ]),
    ) as Record<(typeof TRAIT_KEYS)[number], z.ZodObject<Record<PairKind, typeof letterPairSchema>>>,
  ),
  speciesPairs: z.record(z.string().regex(/^[a-z]+\+[a-z]+$/), speciesPairSchema),
});
export type HouseholdContent = z.infer<typeof householdSchema>;
export type SpeciesPairText = z.infer<typeof speciesPairSchema>;
export type LetterPairText = z.infer<typeof letterPairSchema>;

/** The key of an unordered pair of species: the two names in SPECIES order, joined by '+'. */
export function speciesPairKey(a: Species, b: Species): string {
  const [x, y] = SPECIES.indexOf(a) <= SPECIES.indexOf(b) ? [a, b] : [b, a];
  return `${x}+${y}`;
}

export const household: HouseholdContent = {
  letterPairs: {
    independence: {
      bothHigh: {
        outlook:
          'Both like their own space, so they are unlikely to crowd each other; they may live side by side more than together.',
        helps:
          'Give each one a quiet spot of its own and let closeness happen on their terms rather than pushing them together.',
      },
      bothLow: {
        outlook:
          'Both look to you for company and reassurance, so your attention is the thing they are most likely to compete for.',
        helps:
          'Share your time out fairly and greet them one at a time, in the same order, so neither feels pushed aside.',
      },
      mixed: {
        outlook:
          'One wants you close and the other is happy doing its own thing, which usually sits well: they rarely want the same thing at once.',
        helps:
          'Let the independent one opt out of cuddles and group time, and make sure the reliant one is never left as the only one missing out.',
      },
    },
    confidence: {
      bothHigh: {
        outlook:
          'Two bold characters meet each other head on: lots of curiosity, and now and then a standoff over who goes first.',
        helps:
          'Keep first meetings short and end them while both are still relaxed; step in calmly at the first stiff stance rather than waiting.',
      },
      bothLow: {
        outlook:
          'Two cautious pets tend to keep a polite distance and can take weeks to settle, but rarely clash once they do.',
        helps:
          'Go slowly, with scent swaps and distance first, and give each of them a hiding place the other cannot reach.',
      },
      mixed: {
        outlook:
          'The confident one may overwhelm the timid one without meaning to, so the pace should be set by the shyer pet.',
        helps:
          'Give the timid one escape routes and high or hidden places, and reward the bold one for calm, quiet behaviour around it.',
      },
    },
    activity: {
      bothHigh: {
        outlook: 'Two busy pets can be great playmates, but play can tip into rough chasing when both are wound up.',
        helps: 'Burn energy before they share a space and build in short breaks so play stays friendly.',
      },
      bothLow: {
        outlook:
          'Two easygoing pets usually share a calm home comfortably; the risk is too little stimulation rather than too much.',
        helps: 'Plan gentle activity for each of them and keep rest spots generous, warm and away from busy doorways.',
      },
      mixed: {
        outlook:
          'The lively one may pester the one that wants to rest, which is the most common source of friction in mixed households.',
        helps:
          'Give the active one its outlet first and make sure the calm one has a resting place it can retreat to undisturbed.',
      },
    },
    flexibility: {
      bothHigh: {
        outlook:
          'Both roll with change, so a new housemate, a move or a new routine is unlikely to upset either for long.',
        helps:
          'Keep a few fixed points anyway, such as feeding times, so their easygoing nature is not the only thing holding the day together.',
      },
      bothLow: {
        outlook:
          'Both rely on routine, so the arrival of the other is a big change for each of them and the first weeks matter most.',
        helps: 'Keep meals, walks or play at the same times as before, and change one thing at a time.',
      },
      mixed: {
        outlook:
          'The flexible one adapts quickly while the one who likes routine needs longer, so judge progress by the slower one.',
        helps:
          "Protect the structured pet's routine first: its feeding spot, resting place and daily rhythm should not move to make room.",
      },
    },
  },
  speciesPairs: {
    'dog+dog': {
      outlook:
        'Dogs are social animals and most learn to share a home well, especially when they are matched in energy and size.',
      introductions:
        'Introduce them on neutral ground on loose leads, walking side by side before they meet nose to nose.',
      resources: 'Feed them apart and pick up long-lasting chews and favourite toys when both are loose together.',
      routines:
        'Walk them together and apart: shared walks build the bond, solo time keeps each one responsive to you.',
    },
    'dog+cat': {
      outlook:
        'Cats and dogs can become real companions, but the cat needs to feel safe first and the dog needs to learn that chasing is never the game.',
      introductions:
        'Start with scent swaps and a barrier such as a baby gate; keep the dog on a lead for the first meetings and let the cat choose how close to come.',
      resources:
        "Put the cat's food, water and litter tray where the dog cannot reach them, and give the cat high places to watch from.",
      routines:
        'Keep the dog calm around the cat with a walk or play beforehand, and give the cat dog-free time every day.',
    },
    'dog+bird': {
      outlook:
        'A dog sees a bird through a hunter’s eyes, however gentle it is with people, so this pair lives best with clear separation.',
      introductions:
        'Let the dog see the cage from a distance while on a lead, and reward it for looking away and settling.',
      resources: "Keep the cage out of the dog's reach and the bird's out-of-cage time in a room the dog is not in.",
      routines: "Plan the bird's flying time for when the dog is out on a walk or resting behind a closed door.",
    },
    'dog+rabbit': {
      outlook:
        'A rabbit is a prey animal and a dog, even a kind one, can frighten it badly, so this household is about safety before friendship.',
      introductions:
        'Introduce through a pen or a closed run with the dog on a lead, over many short sessions, and stop if the rabbit thumps or freezes.',
      resources: 'Give the rabbit an enclosure the dog cannot reach or lean into, with a hiding box inside.',
      routines: 'Keep free-roaming time for the rabbit in a dog-free room and never leave the two alone together.',
    },
    'dog+other': {
      outlook:
        'How a dog and your other pet get along depends on whether the other animal is seen as a playmate or as prey, so caution comes first.',
      introductions: 'Keep the dog on a lead and the other pet in its own safe enclosure for every early meeting.',
      resources: "Give the other pet a home the dog cannot reach, and keep the dog's food and toys well away from it.",
      routines: "Plan the other pet's time out of its enclosure for when the dog is elsewhere.",
    },
    'cat+cat': {
      outlook:
        'Cats can share a home happily, but many prefer to live near each other rather than with each other, and that is fine.',
      introductions:
        'Keep the newcomer in its own room for a few days, swap bedding so scents mix, then meet through a gap before sharing space.',
      resources:
        'One of everything per cat plus one more: bowls, litter trays, scratching posts and resting places, spread around the home.',
      routines: 'Play with each cat separately as well as together, and feed them at the same times in separate spots.',
    },
    'cat+bird': {
      outlook:
        "A cat's hunting instinct is strong, so a bird needs protecting at all times, even from a cat that seems uninterested.",
      introductions:
        'Let the cat see the caged bird from across the room and reward calm watching; never let them meet without a cage between them.',
      resources: 'Use a sturdy cage the cat cannot reach into or knock over, away from shelves it can jump from.',
      routines: "Keep the bird's flying time to a room the cat is shut out of.",
    },
    'cat+rabbit': {
      outlook:
        'A calm cat and a confident rabbit can learn to share a home, though the rabbit is often the bolder of the two once settled.',
      introductions:
        'Start with scent swaps and meetings through a pen, with the rabbit able to hide and the cat able to leave.',
      resources: "Keep the rabbit's food and hay away from the cat and the cat's litter out of the rabbit's reach.",
      routines: 'Supervise shared time at first and give the rabbit its own space where the cat never goes.',
    },
    'cat+other': {
      outlook:
        'How a cat and your other pet get along depends on whether the cat sees it as prey, so protect the other pet first.',
      introductions:
        "Let the cat watch the other pet's enclosure from a distance and reward calm, then keep the enclosure closed.",
      resources: 'Use an enclosure the cat cannot open, reach into or knock over.',
      routines: 'Keep any time outside the enclosure to a room the cat is not in.',
    },
    'bird+bird': {
      outlook:
        'Many birds enjoy company of their own kind, but a pair still needs time to bond and not every pair will.',
      introductions:
        'Keep a new bird in its own cage nearby for a while so they can see and hear each other before sharing.',
      resources:
        'Give each bird its own food and water bowls and more perches than birds, so nobody guards the best one.',
      routines: 'Keep out-of-cage time at the same hours each day and watch that both birds get their share of you.',
    },
    'bird+rabbit': {
      outlook:
        'A bird and a rabbit live in different worlds and mostly ignore each other; the main job is keeping both calm.',
      introductions: 'Let them get used to each other’s sounds and movement from separate spaces.',
      resources: "Keep the bird's seed and droppings away from the rabbit's hay and water.",
      routines: "Give each one its time out on its own so a bird's flight does not startle the rabbit.",
    },
    'bird+other': {
      outlook: 'A bird and your other pet can share a home peacefully as long as each keeps its own safe space.',
      introductions: 'Let them see each other from their own enclosures first and watch for stress in either.',
      resources: 'Keep food, water and bedding separate.',
      routines: 'Give each one its time out of its home on its own.',
    },
    'rabbit+rabbit': {
      outlook:
        'Rabbits are social and usually happiest in a bonded pair, though bonding takes patience and some scuffles are normal.',
      introductions:
        'Bond them on neutral ground in short sessions, with plenty of hay to distract them, and stop if a real fight starts.',
      resources:
        'Give them two of everything at first (hides, bowls, litter trays) and a space big enough for both to stretch out.',
      routines: 'Feed them together once bonded and keep their daily routine steady while the bond forms.',
    },
    'rabbit+other': {
      outlook: 'A rabbit and your other pet can share a home when each has a safe space and meetings stay calm.',
      introductions: 'Introduce through enclosures first and let the rabbit retreat whenever it wants.',
      resources: 'Keep food, hay and bedding separate, and give the rabbit a hiding box.',
      routines: 'Supervise any shared time and keep the rabbit’s routine steady.',
    },
    'other+other': {
      outlook:
        'Two pets of the kinds you told us about can share a home when each has a safe space; how social they are depends on the species.',
      introductions: 'Let them get used to each other’s scent and sight from their own enclosures before any meeting.',
      resources: 'Give each its own food, water, hides and bedding.',
      routines: 'Keep each one’s routine steady and supervise any shared time.',
    },
  },
};
