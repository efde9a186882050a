/** Archetype reads (the famous-animal and star-sign calls are in archetype-answers.ts). */
import { endpoints } from '#client/lib/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, queryKeyFor } from '#client/lib/api-client.ts';

const api = endpoints;

export function useArchetypes() {
  return useQuery({ queryKey: queryKeyFor(api.listArchetypes), queryFn: () => callApi(api.listArchetypes) });
}

/** One archetype's full content; disabled while the id is unknown. */
export function useArchetypeContent(id: number | undefined) {
  const params = { id: String(id ?? 0) };
  return useQuery({
    queryKey: queryKeyFor(api.getArchetypeContent, { params }),
    queryFn: () => callApi(api.getArchetypeContent, { params }),
    enabled: id !== undefined && id > 0,
  });
}
