/**
 * One owner's result: its cache key, the screen's hook and the router's prefetch. Apart from
 * the rest of the assessments API so that the router (in the entry chunk) takes only this.
 */
import * as assessmentsRoutes from '#shared/routes/assessments.generated.ts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi, queryKeyFor } from '#client/lib/api-client.ts';
import { parseNumericId } from '#shared/paths.ts';
import { archetypePictureUrl } from '#shared/archetype-pictures.ts';
import { speciesForPetType } from '#shared/pet-types.ts';

/** Cache key of one assessment result. */
export const assessmentKey = (id: number) =>
  queryKeyFor(assessmentsRoutes.getAssessment, { params: { id: String(id) } });

/** One result's query, shared by the screen's hook and the route's prefetch. */
function assessmentResultQuery(id: number) {
  return queryOptions({
    queryKey: assessmentKey(id),
    queryFn: () => callApi(assessmentsRoutes.getAssessment, { params: { id: String(id) } }),
    enabled: id > 0,
  });
}

export function useAssessmentResult(routeId: string | number | undefined) {
  return useQuery(assessmentResultQuery(parseNumericId(routeId) ?? 0));
}

/**
 * Starts fetching a result as soon as its route is entered (src/client/app/router.tsx), beside the
 * screen's own chunk and the session check instead of after them; the screen then reads it from the
 * cache.
 */
export function prefetchAssessmentResult(qc: QueryClient, routeId: string | undefined): void {
  const id = parseNumericId(routeId);
  if (!id) return;
  void qc.prefetchQuery(assessmentResultQuery(id)).then(() => {
    // The illustration is the screen's largest paint: fetched as soon as its name is known.
    const result = qc.getQueryData(assessmentResultQuery(id).queryKey);
    if (result)
      new Image().src = archetypePictureUrl(
        result.assessment.archetype.code,
        speciesForPetType(result.assessment.petTypeId),
      );
  });
}
