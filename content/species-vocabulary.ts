/**
 * Words that must never reach an owner of each species: body parts, gear and behaviours of other
 * kinds of animal ("damaged feathers" told to a dog owner reads as "this app doesn't know my dog").
 * The content tests run every text a species can see through its list, and the browser tests check
 * the results, details and shared pages of each species against it.
 *
 * Each entry is a case-insensitive pattern matched on word boundaries; a short reason says why.
 * 'other' covers small mammals, reptiles, fish and the rest, so its text names nothing that only
 * some of them have.
 */
import type { Species } from '#shared/pet-types.ts';

export interface ForbiddenWord {
  /** A regular expression source, matched case-insensitively with word boundaries around it. */
  pattern: string;
  why: string;
}

const birdParts: ForbiddenWord[] = [
  // A feather wand is a cat toy, so "feather" followed by wand/toy is allowed for cats only (below).
  { pattern: 'feathers?|feathered', why: 'mammals have no feathers' },
  { pattern: 'beaks?', why: 'mammals have no beak' },
  { pattern: 'perch(es|ing)?', why: 'mammals do not perch' },
  { pattern: 'leg rings?', why: 'leg rings are for birds' },
  { pattern: 'wings?|wingspan', why: 'mammals have no wings' },
  { pattern: 'preen(s|ing)?', why: 'preening is a bird behaviour' },
  { pattern: 'flock(s|mates?)?', why: 'flocks are birds' },
  { pattern: 'aviary|aviaries', why: 'aviaries are for birds' },
  { pattern: 'cuttlebone', why: 'cuttlebone is for birds' },
];

const dogThings: ForbiddenWord[] = [
  {
    pattern: 'leash(es)?|on a lead|off[- ]lead',
    why: 'leads are for dogs (a harness-trained rabbit or cat is said so)',
  },
  { pattern: 'fetch(es|ing)?', why: 'fetch is a dog game' },
  // Cork bark and tree bark are enclosure furnishings and bird-safe branches, not a dog's voice.
  { pattern: '(?<!(?:cork|tree) )bark(s|ing)?', why: 'barking is a dog behaviour' },
  { pattern: 'kibble', why: 'kibble is dog or cat food' },
  { pattern: 'dog parks?', why: 'dog parks are for dogs' },
  { pattern: 'walkies', why: 'walkies are for dogs' },
  { pattern: 'tail[- ]wag(s|ging)?', why: 'tail wagging is a dog signal' },
];

const catThings: ForbiddenWord[] = [
  { pattern: 'catnip', why: 'catnip is for cats' },
  { pattern: 'scratching posts?', why: 'scratching posts are for cats' },
  { pattern: 'purr(s|ing)?', why: 'purring is a cat behaviour' },
  { pattern: 'hairballs?', why: 'hairballs are a cat problem' },
  { pattern: 'cat trees?', why: 'cat trees are for cats' },
];

const rabbitThings: ForbiddenWord[] = [
  { pattern: 'bink(y|ies)', why: 'binkies are a rabbit behaviour' },
  { pattern: 'thump(s|ing)?', why: 'thumping is a rabbit signal' },
  { pattern: 'hutch(es)?', why: 'hutches are for rabbits and guinea pigs' },
];

const mammalBodies: ForbiddenWord[] = [
  { pattern: 'paw ?pads?|paws?', why: 'birds have feet, not paws' },
  { pattern: 'fur|furry', why: 'birds have feathers, not fur' },
  { pattern: 'whiskers?', why: 'birds have no whiskers' },
  { pattern: 'litter (box|tray)(es)?', why: 'birds do not use a litter box' },
  { pattern: 'collars?', why: 'birds do not wear collars' },
];

/** For every species: the patterns that must not match anything it can see. */
export const FORBIDDEN_WORDS: Record<Species, ForbiddenWord[]> = {
  dog: [...birdParts, ...catThings, ...rabbitThings],
  cat: [
    ...birdParts.filter((w) => !w.pattern.startsWith('feathers?')),
    {
      pattern: 'feathers?(?! (?:wands?|toys?|teasers?))|feathered',
      why: 'cats have no feathers (a feather wand toy is fine)',
    },
    ...dogThings.filter((w) => !/kibble|leash/.test(w.pattern)),
    ...rabbitThings,
  ],
  bird: [...mammalBodies, ...dogThings, ...catThings, ...rabbitThings],
  rabbit: [...birdParts, ...dogThings, ...catThings.filter((w) => !w.pattern.startsWith('purr'))],
  other: [
    ...birdParts,
    ...dogThings,
    ...catThings,
    ...rabbitThings.filter((w) => !w.pattern.startsWith('hutch')),
    ...mammalBodies,
  ],
};

/** The forbidden words found in a text for a species (empty when it is clean). */
export function forbiddenWordsIn(text: string, species: Species): string[] {
  const found: string[] = [];
  for (const w of FORBIDDEN_WORDS[species]) {
    const match = new RegExp(`\\b(?:${w.pattern})\\b`, 'i').exec(text);
    if (match) found.push(match[0]);
  }
  return found;
}
