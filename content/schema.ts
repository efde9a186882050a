/**
 * Schema of the curated content (archetypes, human types, star signs, famous animals,
 * activities and care tips). content/content.test.ts checks every file against it.
 */
import { z } from 'zod';
import { HUMAN_TYPE_PATTERN } from '#shared/human-types.ts';

export const SPECIES_VALUES = ['dog', 'cat', 'bird', 'rabbit', 'other'] as const;
export const STAR_SIGN_NAMES = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;

/** Icons an activity may carry: lucide-react icon names the client knows how to draw. */
export const ACTIVITY_ICONS = [
  'footprints',
  'ball',
  'puzzle',
  'brain',
  'trees',
  'home',
  'heart',
  'music',
  'sun',
  'moon',
  'bone',
  'fish',
  'bird',
  'rabbit',
  'cat',
  'dog',
  'sparkles',
  'map',
  'users',
  'timer',
  'waves',
  'carrot',
  'feather',
  'gamepad',
  'search',
  'mountain',
  'tent',
  'bed',
  'shield',
  'leaf',
] as const;

const text = z.string().trim().min(20);

export const humanTypeSchema = z.object({
  code: z.string().regex(HUMAN_TYPE_PATTERN),
  title: z.string().min(3),
  description: text,
});

export const starSignSchema = z.object({
  name: z.enum(STAR_SIGN_NAMES),
  /** e.g. 'March 21 - April 19' */
  dates: z.string().min(5),
  /** Start and end as [month, day] pairs, for finding a pet's own sign from its birthday. */
  start: z.tuple([z.number().int().min(1).max(12), z.number().int().min(1).max(31)]),
  end: z.tuple([z.number().int().min(1).max(12), z.number().int().min(1).max(31)]),
  description: text,
  compatibility: text,
});

export const famousAnimalSchema = z.object({
  name: z.string().min(2),
  species: z.string().min(2),
  description: text,
  /** Exactly one per archetype is featured and has an image asset name (served at /api/assets/{image}). */
  featured: z.boolean().optional(),
  image: z.string().optional(),
});

export const compatibilitySchema = z.object({
  /** The human type code, e.g. 'ENFP'. */
  type: z.string().regex(HUMAN_TYPE_PATTERN),
  /** A title for this owner-pet pairing, e.g. 'The Gentle Coach'. */
  title: z.string().min(3),
  relationshipStyle: text,
  tips: text,
});

/** One activity as an owner of one species reads it. */
export const activitySchema = z.object({
  text: text,
  icon: z.enum(ACTIVITY_ICONS),
});

/** The fewest activities and care tips an archetype offers each species. */
export const MIN_ITEMS_PER_SPECIES = 5;

/**
 * One list per species, every species required: a species layer is complete by construction (the
 * type will not compile without all five keys; the schema rejects fewer than five items in any).
 */
function perSpecies<T extends z.ZodTypeAny>(item: T) {
  const list = z.array(item).min(MIN_ITEMS_PER_SPECIES);
  return z.object({ dog: list, cat: list, bird: list, rabbit: list, other: list }).strict();
}

/** The long texts a species may have its own version of (the shared text is used where absent). */
export const SPECIES_TEXT_FIELDS = [
  'description',
  'traits',
  'overview',
  'bestApproach',
  'greatTools',
  'getsOnWellWith',
  'idealOwner',
  'tips',
] as const;
export type SpeciesTextField = (typeof SPECIES_TEXT_FIELDS)[number];

export const speciesTextsSchema = z
  .object({
    /** 'Your pet is:' then four lines, one per trait, like the shared description. */
    description: z.string().startsWith('Your pet is:').optional(),
    traits: z.array(z.string().min(5)).length(4).optional(),
    overview: text.optional(),
    bestApproach: text.optional(),
    greatTools: text.optional(),
    getsOnWellWith: text.optional(),
    idealOwner: text.optional(),
    /** Paragraphs separated by '\n'. */
    tips: text.optional(),
  })
  .strict();

export const archetypeContentSchema = z.object({
  code: z.string().regex(/^[RI][CT][AP][FS]$/),
  title: z.string().min(3),
  /** 'Your pet is:' then four lines, one per trait, separated by '\n'. */
  description: z.string().startsWith('Your pet is:'),
  /** Four short trait bullets, e.g. 'Seeks your company and reassurance'. */
  traits: z.array(z.string().min(5)).length(4),
  bestApproach: text,
  greatTools: text,
  overview: text,
  getsOnWellWith: text,
  idealOwner: text,
  /** Paragraphs separated by '\n'. */
  tips: text,
  starSigns: z.array(z.enum(STAR_SIGN_NAMES)).min(2).max(4),
  bestHumanTypes: z.array(z.string().regex(HUMAN_TYPE_PATTERN)).length(5),
  compatibility: z.array(compatibilitySchema).length(16),
  famousAnimals: z.array(famousAnimalSchema).min(6),
  /** Activities written for each species, at least five for every one of them. */
  activities: perSpecies(activitySchema),
  /** Care tips written for each species, at least five for every one of them. */
  careTips: perSpecies(text),
  /** Per-species versions of the long texts, where the shared text would have to mix species. */
  bySpecies: z
    .object({
      dog: speciesTextsSchema.optional(),
      cat: speciesTextsSchema.optional(),
      bird: speciesTextsSchema.optional(),
      rabbit: speciesTextsSchema.optional(),
      other: speciesTextsSchema.optional(),
    })
    .strict()
    .optional(),
});

export type HumanTypeContent = z.infer<typeof humanTypeSchema>;
export type StarSignContent = z.infer<typeof starSignSchema>;
export type FamousAnimalContent = z.infer<typeof famousAnimalSchema>;
export type CompatibilityContent = z.infer<typeof compatibilitySchema>;
export type ActivityContent = z.infer<typeof activitySchema>;
export type SpeciesTexts = z.infer<typeof speciesTextsSchema>;
export type ArchetypeContent = z.infer<typeof archetypeContentSchema>;
/** What the archetypes table stores as its `content` (activities and care tips are rows of their own). */
export type StoredArchetypeContent = Omit<ArchetypeContent, 'activities' | 'careTips'>;
