/** Archetype reads, famous animals and star signs: shapes and endpoints. */
import { z } from 'zod';
import { endpoint } from './define.ts';
import { ARCHETYPE_NOT_FOUND, PET_TYPE_NOT_FOUND } from '#shared/rules/archetypes.ts';
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

const archetypeParams = z.object({ id: idParam(ARCHETYPE_NOT_FOUND) });

export const archetypeEndpoints = {
  listArchetypes: endpoint({
    method: 'GET',
    path: '/api/archetypes',
    access: 'user',
    summary: 'All 16 archetypes for the library grid',
    tag: 'archetypes',
    status: 200,
    response: z.array(archetypeSummarySchema),
  }),
  getArchetypeSummary: endpoint({
    method: 'GET',
    path: '/api/archetypes/detail/:id',
    access: 'user',
    summary: "One archetype: name, code, image and description (?species= for that species' description)",
    tag: 'archetypes',
    params: archetypeParams,
    query: speciesQuerySchema,
    status: 200,
    response: archetypeSummarySchema.extend({ description: z.string() }),
  }),
  countArchetypePets: endpoint({
    method: 'GET',
    path: '/api/archetypes/:id/pet-count',
    access: 'user',
    summary: 'How many pets on PawType have this archetype now (a count only: no names, no owners)',
    tag: 'archetypes',
    params: archetypeParams,
    status: 200,
    response: z.object({ archetypeId: z.number().int(), petCount: z.number().int().min(0) }),
  }),
  getArchetypeContent: endpoint({
    method: 'GET',
    path: '/api/archetypes/:id/content',
    access: 'user',
    summary:
      "One archetype's full curated content; ?species=dog|cat|bird|rabbit|other gives that species' texts, activities and care tips",
    tag: 'archetypes',
    params: archetypeParams,
    query: speciesQuerySchema,
    status: 200,
    response: archetypeDetailsSchema,
  }),
  listArchetypesForPetType: endpoint({
    method: 'GET',
    path: '/api/archetypes/:petTypeId',
    access: 'user',
    summary: 'The archetypes (id, name, code) that apply to a pet type: all 16 for every type',
    tag: 'archetypes',
    params: z.object({ petTypeId: idParam(PET_TYPE_NOT_FOUND) }),
    status: 200,
    response: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() })),
  }),
  listArchetypeBoards: endpoint({
    method: 'GET',
    path: '/api/archetypes/:id/discussion-boards',
    access: 'user',
    summary: "An archetype's discussion boards",
    tag: 'archetypes',
    params: archetypeParams,
    status: 200,
    response: z.array(boardSchema),
  }),
  famousAnimals: endpoint({
    method: 'POST',
    path: '/api/famous-animals',
    access: 'user',
    summary: 'Famous animals of an archetype, from the curated content',
    tag: 'archetypes',
    body: famousAnimalsRequestSchema,
    status: 200,
    response: z.object({
      famousAnimals: z.array(famousAnimalSchema.pick({ name: true, species: true, description: true })),
    }),
  }),
  starSigns: endpoint({
    method: 'POST',
    path: '/api/star-signs',
    access: 'user',
    summary: "Details of an archetype's matching star signs; unknown names give a first entry named 'Error'",
    tag: 'archetypes',
    body: starSignsRequestSchema,
    status: 200,
    response: z.object({ starSigns: z.array(starSignSchema) }),
  }),
};
