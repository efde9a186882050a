/**
 * The owner's assessments: submit, list (with its refetch timing), one result, rename or re-photo,
 * share, delete; and the public shared view. With the product's toasts.
 */
import * as assessmentsRoutes from '#shared/routes/assessments.generated.ts';
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, errorMessage, isNotFound, queryKeyFor } from '#client/lib/api-client.ts';
import { toast } from '#client/components/ui/use-toast.ts';
import { parseNumericId } from '#shared/paths.ts';
import type {
  assessmentEndpoints,
  AssessmentListItem,
  AssessmentResult,
  SharedAssessment,
  Submission,
} from '#shared/contracts/assessments.ts';
import type { BodyInput } from '#shared/contracts/define.ts';
import { assessmentKey } from './assessment-result.ts';

export { assessmentKey, useAssessmentResult } from './assessment-result.ts';

export const ASSESSMENTS_KEY = queryKeyFor(assessmentsRoutes.listAssessments);

/** Re-fetch the list this long after a screen showing it mounts. */
export const LIST_REFETCH_AFTER_MOUNT_MS = 100;
/** Re-fetch the list this long after a delete succeeds. */
export const LIST_REFETCH_AFTER_DELETE_MS = 50;

export function useSubmitAssessment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: Submission) => callApi(assessmentsRoutes.submitAssessment, { body: payload }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ASSESSMENTS_KEY }),
        // A submission creates or changes a pet: its page, the list and the plan are read afresh.
        qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/pets') }),
      ]),
  });
}

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

/** One result; disabled for an id that is not a positive number (from the route, as text or number). */
export function useUpdateAssessment(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: { petName?: string; petPhoto?: string }) =>
      callApi(assessmentsRoutes.updateAssessment, { params: { id: String(id) }, body: patch }),
    onSuccess: (result) => {
      qc.setQueryData(assessmentKey(id), result);
      void qc.invalidateQueries({ queryKey: assessmentKey(id) });
      void qc.invalidateQueries({ queryKey: ASSESSMENTS_KEY });
      toast({ title: 'Success', description: 'Pet information updated successfully!', variant: 'success' });
    },
    onError: (err) =>
      toast({
        title: 'Error',
        description: `Failed to update pet information: ${errorMessage(err)}`,
        variant: 'destructive',
      }),
  });
}

export function useShareAssessment(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (shared: boolean) =>
      shared
        ? callApi(assessmentsRoutes.shareAssessment, { params: { id: String(id) } })
        : callApi(assessmentsRoutes.unshareAssessment, { params: { id: String(id) } }),
    onSuccess: (res) => {
      qc.setQueryData<AssessmentResult>(assessmentKey(id), (old) =>
        old ? { ...old, assessment: { ...old.assessment, isShared: res.isShared } } : old,
      );
    },
  });
}

/**
 * Answers a close call's follow-up questions: the server re-scores the assessment; the result in the
 * cache is replaced by the new one and the lists (home, all assessments) are refetched.
 */
export function useSharpenAssessment(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<typeof assessmentEndpoints.sharpenAssessment>) =>
      callApi(assessmentsRoutes.sharpenAssessment, { params: { id: String(id) }, body }),
    onSuccess: (res) => {
      qc.setQueryData(assessmentKey(id), res.result);
      void qc.invalidateQueries({ queryKey: ASSESSMENTS_KEY });
    },
  });
}

/** Deletes one assessment; the item leaves the cached list at once and the list is refetched 50 ms later. */
export function useDeleteAssessment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<AssessmentListItem, 'id' | 'petName'>) =>
      callApi(assessmentsRoutes.deleteAssessment, { params: { id: String(item.id) } }),
    onSuccess: (_data, item) => {
      toast({
        title: 'Assessment deleted',
        description: `${item.petName}'s assessment has been deleted.`,
        variant: 'success',
      });
      qc.setQueryData<AssessmentListItem[]>(ASSESSMENTS_KEY, (list) => list?.filter((a) => a.id !== item.id));
      qc.removeQueries({ queryKey: assessmentKey(item.id), exact: true });
      setTimeout(() => {
        void qc.invalidateQueries({ queryKey: ASSESSMENTS_KEY, exact: true });
      }, LIST_REFETCH_AFTER_DELETE_MS);
    },
    onError: (err) =>
      toast({ title: 'Failed to delete assessment', description: errorMessage(err), variant: 'destructive' }),
  });
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
