/**
 * 'Where my pet stands' (issue 25, docs/decisions/0041-species-norms.md): per species, how the pets on
 * PawType spread over each trait's four scores and over the sixteen archetypes. Aggregates only, and
 * only for a species with at least NORMS_MIN_PETS pets.
 */
import { z } from 'zod';
import { endpoint } from './define.ts';
import { NORMS_MIN_PETS } from '#shared/rules/norms.ts';
import { SPECIES } from '#shared/pet-types.ts';
import { TRAIT_KEYS } from '#shared/archetypes.ts';

const percent = z.number().min(0).max(100);
export const speciesNormsSchema = z.object({
  species: z.enum(SPECIES as [string, ...string[]]),
  /** Pets counted (each pet once). */
  pets: z.number().int(),
  computedAt: z.string(),
  /** Per trait: the percentage of pets at score 1, 2, 3 and 4 (they add up to 100). */
  traits: z.object(
    Object.fromEntries(TRAIT_KEYS.map((k) => [k, z.array(percent).length(4)])) as Record<
      (typeof TRAIT_KEYS)[number],
      z.ZodArray<typeof percent>
    >,
  ),
  /** Per archetype code: the percentage of pets with it. */
  archetypes: z.record(z.string(), percent),
});
export type SpeciesNorms = z.infer<typeof speciesNormsSchema>;

export const normsSchema = z.object({
  minimumPets: z.number().int(),
  /** Only the species with enough pets; an empty list before that. */
  species: z.array(speciesNormsSchema),
});
export type Norms = z.infer<typeof normsSchema>;

export const normsEndpoints = {
  getNorms: endpoint({
    method: 'GET',
    path: '/api/norms',
    access: 'public',
    summary: `Where pets stand: per species with at least ${NORMS_MIN_PETS} pets, the share of pets at each trait score and with each archetype (aggregates only)`,
    tag: 'archetypes',
    query: z.object({ species: z.enum(SPECIES as [string, ...string[]], { message: 'Unknown species' }).optional() }),
    status: 200,
    response: normsSchema,
  }),
};
