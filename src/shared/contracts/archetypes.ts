/** Archetype reads, famous animals and star signs: shapes and endpoints. */
import { z } from 'zod';
import { endpoint } from './define.ts';
import { archetypeRoutes, STAR_SIGN_WARNING_NAME } from '#shared/routes/archetypes.ts';
import { idParam } from './common.ts';
import { boardSchema } from './boards.ts';

export const archetypeSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  image: z.string(),
  /** e.g. ['Reliant', 'Timid', 'Passive', 'Structured'] */
  traitSummary: z.array(z.string()),
});
export type ArchetypeSummary = z.infer<typeof archetypeSummarySchema>;

export const famousAnimalSchema = z.object({
  name: z.string(),
  species: z.string(),
  description: z.string(),
  image: z.string().optional(),
  featured: z.boolean().optional(),
});
export type FamousAnimal = z.infer<typeof famousAnimalSchema>;

export const starSignSchema = z.object({
  name: z.string(),
  dates: z.string(),
  description: z.string(),
  compatibility: z.string(),
});
export type StarSign = z.infer<typeof starSignSchema>;

export const compatibilitySchema = z.object({
  type: z.string(),
  title: z.string(),
  relationshipStyle: z.string(),
  tips: z.string(),
});
export type Compatibility = z.infer<typeof compatibilitySchema>;

/** The kinds of animal the content is written for (pet type Other reads the 'other' version). */
export const speciesSchema = z.enum(['dog', 'cat', 'bird', 'rabbit', 'other'], {
  message: "species must be one of 'dog', 'cat', 'bird', 'rabbit' or 'other'",
});

/**
 * `?species=dog`: the texts written for that species, with its activities and care tips. Without it, the
 * species-neutral texts and no activities or care tips (what callers got before content had species).
 */
export const speciesQuerySchema = z.object({ species: speciesSchema.optional() });

const speciesActivitySchema = z.object({ id: z.number().int(), text: z.string(), icon: z.string().nullable() });
const speciesCareTipSchema = z.object({ id: z.number().int(), text: z.string() });

export const archetypeDetailsSchema = archetypeSummarySchema.extend({
  description: z.string(),
  traits: z.array(z.string()),
  bestApproach: z.string(),
  greatTools: z.string(),
  overview: z.string(),
  getsOnWellWith: z.string(),
  idealOwner: z.string(),
  tips: z.string(),
  famousAnimals: z.array(famousAnimalSchema),
  starSigns: z.array(z.string()),
  bestHumanTypes: z.array(z.string()),
  compatibility: z.array(compatibilitySchema),
  boardId: z.number().int(),
  /** The species these texts were written for; absent for the species-neutral texts. */
  species: speciesSchema.optional(),
  /** That species' activities and care tips (only with a species). */
  activities: z.array(speciesActivitySchema).optional(),
  careTips: z.array(speciesCareTipSchema).optional(),
});
export type ArchetypeDetails = z.infer<typeof archetypeDetailsSchema>;

export const ARCHETYPE_NOT_FOUND = 'Archetype not found';
export const PET_TYPE_NOT_FOUND = 'Pet type not found';

const archetypeTitle = z
  .string({ message: 'archetypeTitle is required' })
  .trim()
  .min(1, 'archetypeTitle is required')
  .max(100, 'archetypeTitle is too long');

export const famousAnimalsRequestSchema = z.object({
  archetypeTitle,
  archetypeDescription: z.string().max(5000, 'archetypeDescription is too long').optional(),
});

export const starSignsRequestSchema = z.object({
  archetypeTitle,
  matchingStarSigns: z.string({ message: 'matchingStarSigns is required' }).max(500, 'matchingStarSigns is too long'),
});

export { STAR_SIGN_WARNING_NAME };

const archetypeParams = z.object({ id: idParam(ARCHETYPE_NOT_FOUND) });

export const archetypeEndpoints = {
  listArchetypes: endpoint({
    ...archetypeRoutes.listArchetypes,
    summary: 'All 16 archetypes for the library grid',
    tag: 'archetypes',
    status: 200,
    response: z.array(archetypeSummarySchema),
  }),
  getArchetypeSummary: endpoint({
    ...archetypeRoutes.getArchetypeSummary,
    summary: "One archetype: name, code, image and description (?species= for that species' description)",
    tag: 'archetypes',
    params: archetypeParams,
    query: speciesQuerySchema,
    status: 200,
    response: archetypeSummarySchema.extend({ description: z.string() }),
  }),
  getArchetypeContent: endpoint({
    ...archetypeRoutes.getArchetypeContent,
    summary:
      "One archetype's full curated content; ?species=dog|cat|bird|rabbit|other gives that species' texts, activities and care tips",
    tag: 'archetypes',
    params: archetypeParams,
    query: speciesQuerySchema,
    status: 200,
    response: archetypeDetailsSchema,
  }),
  listArchetypesForPetType: endpoint({
    ...archetypeRoutes.listArchetypesForPetType,
    summary: 'The archetypes (id, name, code) that apply to a pet type: all 16 for every type',
    tag: 'archetypes',
    params: z.object({ petTypeId: idParam(PET_TYPE_NOT_FOUND) }),
    status: 200,
    response: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() })),
  }),
  listArchetypeBoards: endpoint({
    ...archetypeRoutes.listArchetypeBoards,
    summary: "An archetype's discussion boards",
    tag: 'archetypes',
    params: archetypeParams,
    status: 200,
    response: z.array(boardSchema),
  }),
  famousAnimals: endpoint({
    ...archetypeRoutes.famousAnimals,
    summary: 'Famous animals of an archetype, from the curated content',
    tag: 'archetypes',
    body: famousAnimalsRequestSchema,
    status: 200,
    response: z.object({
      famousAnimals: z.array(famousAnimalSchema.pick({ name: true, species: true, description: true })),
    }),
  }),
  starSigns: endpoint({
    ...archetypeRoutes.starSigns,
    summary: "Details of an archetype's matching star signs; unknown names give a first entry named 'Error'",
    tag: 'archetypes',
    body: starSignsRequestSchema,
    status: 200,
    response: z.object({ starSigns: z.array(starSignSchema) }),
  }),
};
