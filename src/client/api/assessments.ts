/**
 * What the assessment screens share beyond useEndpointQuery / useEndpointMutation: the list's key and
 * refetch timing, one result's key and query, the cache after a delete, and the public shared view's
 * states. The writes and their toasts are the screens' own.
 */
import * as assessmentsRoutes from '#shared/routes/assessments.generated.ts';
import { useEffect } from 'react';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, isNotFound, queryKeyFor } from '#client/lib/api-client.ts';
import { parseNumericId } from '#shared/paths.ts';
import type { AssessmentListItem, SharedAssessment } from '#shared/contracts/assessments.ts';
import { assessmentKey } from './assessment-result.ts';

export { assessmentKey, useAssessmentResult } from './assessment-result.ts';

export const ASSESSMENTS_KEY = queryKeyFor(assessmentsRoutes.listAssessments);

/** Re-fetch the list this long after a screen showing it mounts. */
export const LIST_REFETCH_AFTER_MOUNT_MS = 100;
/** Re-fetch the list this long after a delete succeeds. */
export const LIST_REFETCH_AFTER_DELETE_MS = 50;

/** The owner's assessments, newest first. Never fresh: refetched on mount, focus, reconnect and 100 ms later. */
export function useAssessments() {
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: ASSESSMENTS_KEY,
    queryFn: () => callApi(assessmentsRoutes.listAssessments),
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
  useEffect(() => {
    let unmounted = false;
    const filters = { queryKey: ASSESSMENTS_KEY, exact: true, type: 'active' } as const;
    const t = setTimeout(() => {
      void (async () => {
        // A mount fetch still in flight (slow network) is awaited first, so the second request always happens.
        if (qc.isFetching(filters) > 0) await qc.refetchQueries(filters, { cancelRefetch: false });
        if (!unmounted) await qc.refetchQueries(filters);
      })();
    }, LIST_REFETCH_AFTER_MOUNT_MS);
    return () => {
      unmounted = true;
      clearTimeout(t);
    };
  }, [qc]);
  return query;
}

/** After a delete: the item leaves the cached list at once, its result is dropped, the list is refetched 50 ms later. */
export function forgetAssessment(qc: QueryClient, id: number): void {
  qc.setQueryData<AssessmentListItem[]>(ASSESSMENTS_KEY, (list) => list?.filter((a) => a.id !== id));
  qc.removeQueries({ queryKey: assessmentKey(id), exact: true });
  setTimeout(() => {
    void qc.invalidateQueries({ queryKey: ASSESSMENTS_KEY, exact: true });
  }, LIST_REFETCH_AFTER_DELETE_MS);
}

export type SharedState =
  { status: 'loading' } | { status: 'not-found' } | { status: 'error' } | { status: 'ready'; data: SharedAssessment };

/** The public view; runs only for a numeric id; one retry, except for a 404, which will not change. */
export function useSharedAssessment(routeId: string | undefined): SharedState {
  const id = parseNumericId(routeId);
  const params = { id: String(id ?? 0) };
  const query = useQuery({
    queryKey: queryKeyFor(assessmentsRoutes.getSharedAssessment, { params }),
    queryFn: () => callApi(assessmentsRoutes.getSharedAssessment, { params }),
    enabled: id !== null,
    retry: (failures, err) => failures < 1 && !isNotFound(err),
  });
  if (id === null) return { status: 'not-found' };
  if (query.data) return { status: 'ready', data: query.data };
  if (query.isError) return { status: isNotFound(query.error) ? 'not-found' : 'error' };
  return { status: 'loading' };
}
