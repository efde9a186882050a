/**
 * The owner's assessments (spec section 7): the list and delete, with the spec's refetch timing
 * (section 4/9) and toasts (section 8).
 */
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, errorMessage } from '../../lib/api-client';
import { toast } from '../../components/ui/use-toast';
import type { AssessmentListItem } from '../../../shared/schemas/assessments';

export const ASSESSMENTS_KEY = ['/api/assessments'] as const;

/** Cache key of one assessment result (GET /api/assessments/{id}). */
export const assessmentKey = (id: number) => [`/api/assessments/${id}`] as const;

/** Re-fetch the list this long after a screen showing it mounts (section 9). */
export const LIST_REFETCH_AFTER_MOUNT_MS = 100;
/** Re-fetch the list this long after a delete succeeds (section 9). */
export const LIST_REFETCH_AFTER_DELETE_MS = 50;

/** The owner's assessments, newest first. Never fresh: refetched on mount, focus, reconnect and 100 ms later. */
export function useAssessments() {
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: ASSESSMENTS_KEY,
    queryFn: async () => (await apiGet<AssessmentListItem[]>(ASSESSMENTS_KEY[0])) ?? [],
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

/** Deletes one assessment; the item leaves the cached list at once and the list is refetched 50 ms later. */
export function useDeleteAssessment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<AssessmentListItem, 'id' | 'petName'>) =>
      apiRequest<void>('DELETE', `/api/assessments/${item.id}`),
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
