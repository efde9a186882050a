/** 'Where my pet stands': the per-species norms (aggregates only; none before 30 pets of a species). */
import { useQuery } from '@tanstack/react-query';
import { callApi, queryKeyFor, routesOf } from '#client/lib/api-client.ts';
import type { normsEndpoints } from '#shared/contracts/norms.ts';
import { normsRoutes } from '#shared/routes/norms.ts';

const api = routesOf<typeof normsEndpoints>(normsRoutes);

/** The norms of every species that has enough pets (they change at most hourly: kept ten minutes). */
export function useNorms() {
  return useQuery({
    queryKey: queryKeyFor(api.getNorms),
    queryFn: () => callApi(api.getNorms),
    staleTime: 10 * 60_000,
    gcTime: 10 * 60_000,
  });
}
