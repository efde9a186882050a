import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import type { AssessmentResult } from '../../../shared/schemas/assessments';

export const resultKey = (id: string | number) => [`/api/assessments/${id}`] as const;

export function useAssessmentResult(id: string | undefined) {
  return useQuery<AssessmentResult>({ queryKey: resultKey(id ?? ''), enabled: !!id && /^\d+$/.test(id) });
}

export function useUpdateAssessment(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: { petName?: string; petPhoto?: string }) =>
      apiRequest<AssessmentResult>('PATCH', `/api/assessments/${id}`, patch),
    onSuccess: (result) => {
      qc.setQueryData(resultKey(id), result);
      void qc.invalidateQueries({ queryKey: resultKey(id) });
      void qc.invalidateQueries({ queryKey: ['/api/assessments'] });
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
      apiRequest<{ id: number; isShared: boolean; url: string }>(
        shared ? 'POST' : 'DELETE',
        `/api/assessments/${id}/share`,
      ),
    onSuccess: (res) => {
      qc.setQueryData<AssessmentResult>(resultKey(id), (old) =>
        old ? { ...old, assessment: { ...old.assessment, isShared: res.isShared } } : old,
      );
    },
  });
}
