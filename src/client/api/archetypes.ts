/** Archetype reads (the famous-animal and star-sign calls are in archetype-answers.ts). */
import { useQuery } from '@tanstack/react-query';
import { callApi, queryKeyFor, routesOf } from '#client/lib/api-client.ts';
import type { archetypeEndpoints } from '#shared/contracts/archetypes.ts';
import { archetypeRoutes } from '#shared/routes/archetypes.ts';
import type { Species } from '#shared/pet-types.ts';

const api = routesOf<typeof archetypeEndpoints>(archetypeRoutes);

export function useArchetypes() {
  return useQuery({ queryKey: queryKeyFor(api.listArchetypes), queryFn: () => callApi(api.listArchetypes) });
}

/**
 * One archetype's full content; disabled while the id is unknown. With a species, the texts written for
 * that kind of animal (and its activities and care tips); without one, the species-neutral texts.
 */
export function useArchetypeContent(id: number | undefined, species?: Species) {
  const params = { id: String(id ?? 0) };
  const query = species ? { species } : {};
  return useQuery({
    queryKey: queryKeyFor(api.getArchetypeContent, { params, query }),
    queryFn: () => callApi(api.getArchetypeContent, { params, query }),
    enabled: id !== undefined && id > 0,
  });
}
