/** The public view of a shared assessment (GET /api/shared-assessments/{id}, spec section 7). */
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../lib/api-client';
import type { SharedAssessment } from '../../../shared/schemas/assessments';

/** Only a whole number is an id; anything else never reaches the server (spec section 5). */
export function isNumericId(id: string | undefined): id is string {
  return id !== undefined && /^\d{1,9}$/.test(id);
}

export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

export type SharedState =
  { status: 'loading' } | { status: 'not-found' } | { status: 'error' } | { status: 'ready'; data: SharedAssessment };

/** Public and signed-out safe; one retry, except for a 404, which will not change. */
export function useSharedAssessment(id: string | undefined): SharedState {
  const enabled = isNumericId(id);
  const url = `/api/shared-assessments/${id ?? ''}`;
  const query = useQuery({
    queryKey: [url],
    queryFn: () => apiGet<SharedAssessment>(url),
    enabled,
    retry: (failures, err) => failures < 1 && !isNotFound(err),
  });
  if (!enabled) return { status: 'not-found' };
  if (query.data) return { status: 'ready', data: query.data };
  if (query.isError) return { status: isNotFound(query.error) ? 'not-found' : 'error' };
  return { status: 'loading' };
}
