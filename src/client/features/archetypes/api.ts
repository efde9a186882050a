/**
 * Archetype reads, the famous-animal and star-sign calls and saving the owner's human type
 * (spec section 7), with the toasts of section 8.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, ApiError, errorMessage } from '../../lib/api-client';
import { toast } from '../../components/ui/use-toast';
import { USER_KEY } from '../auth/api';
import type { ArchetypeDetails, ArchetypeSummary, FamousAnimal, StarSign } from '../../../shared/schemas/archetypes';
import type { AssessmentResult } from '../../../shared/schemas/assessments';
import type { PublicUser } from '../../../shared/schemas/auth';

export function useArchetypes() {
  return useQuery({ queryKey: ['/api/archetypes'], queryFn: () => apiGet<ArchetypeSummary[]>('/api/archetypes') });
}

/** One archetype's full content; disabled while the id is unknown. */
export function useArchetypeContent(id: number | undefined) {
  return useQuery({
    queryKey: [`/api/archetypes/${id}/content`],
    queryFn: () => apiGet<ArchetypeDetails>(`/api/archetypes/${id}/content`),
    enabled: id !== undefined && id > 0,
  });
}

/** GET /api/assessments/{id}; disabled for an id that is not a positive number. */
export function useAssessmentResult(id: number) {
  return useQuery({
    queryKey: [`/api/assessments/${id}`],
    queryFn: () => apiGet<AssessmentResult>(`/api/assessments/${id}`),
    enabled: id > 0,
  });
}

/** Thrown for a reply that is not the expected shape, so callers can word the toast. */
export class InvalidDataError extends Error {}

function isFamousAnimal(v: unknown): v is FamousAnimal {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o.name === 'string' && typeof o.species === 'string' && typeof o.description === 'string';
}

/** POST /api/famous-animals: the list, or ApiError (non-OK) / InvalidDataError (bad shape). */
export async function fetchFamousAnimals(
  archetypeTitle: string,
  archetypeDescription: string,
): Promise<FamousAnimal[]> {
  let body: unknown;
  try {
    body = await apiRequest('POST', '/api/famous-animals', { archetypeTitle, archetypeDescription });
  } catch (err) {
    if (err instanceof SyntaxError) throw new InvalidDataError('Received invalid data format from server');
    throw err;
  }
  const list = (body as { famousAnimals?: unknown } | undefined)?.famousAnimals;
  if (!Array.isArray(list) || !list.every(isFamousAnimal)) {
    throw new InvalidDataError('Received invalid data format from server');
  }
  return list.map(({ name, species, description }) => ({ name, species, description }));
}

/** The toast for a failed famous-animals call (section 8). */
export function toastFamousAnimalsError(err: unknown): void {
  if (err instanceof InvalidDataError) {
    toast({ title: 'Error', description: err.message, variant: 'destructive' });
    return;
  }
  toast({
    title: 'Failed to get examples',
    description: err instanceof ApiError ? err.serverMessage : 'An unexpected error occurred',
    variant: 'destructive',
  });
}

export interface StarSignReply {
  signs: StarSign[];
  /** The description of a first entry named 'Error'. */
  warning: string | null;
}

function isStarSign(v: unknown): v is StarSign {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o.name === 'string';
}

/**
 * POST /api/star-signs. Non-OK: 'Failed to generate star sign details: <status>';
 * a body that is not JSON: 'Server returned invalid JSON'.
 */
export async function fetchStarSigns(archetypeTitle: string, matchingStarSigns: string[]): Promise<StarSignReply> {
  const res = await fetch('/api/star-signs', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ archetypeTitle, matchingStarSigns: matchingStarSigns.join(', ') }),
  });
  if (!res.ok) throw new Error(`Failed to generate star sign details: ${res.status}`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new Error('Server returned invalid JSON');
  }
  const list = (body as { starSigns?: unknown } | null)?.starSigns;
  if (!Array.isArray(list)) throw new Error('Server returned invalid JSON');
  const signs = list.filter(isStarSign).map((s) => ({
    name: s.name,
    dates: typeof s.dates === 'string' ? s.dates : '',
    description: typeof s.description === 'string' ? s.description : '',
    compatibility: typeof s.compatibility === 'string' ? s.compatibility : '',
  }));
  const first = signs[0];
  if (first?.name === 'Error') return { signs: signs.slice(1), warning: first.description || null };
  return { signs, warning: null };
}

/** POST /api/user/mbti; the reply replaces the cached current user. */
export function useSaveMbti() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (mbtiType: string) => apiRequest<PublicUser>('POST', '/api/user/mbti', { mbtiType }),
    onSuccess: (user, mbtiType) => {
      qc.setQueryData(USER_KEY, user);
      toast({
        title: 'MBTI Type Saved',
        description: `Your MBTI type (${user.mbtiType ?? mbtiType}) has been saved to your profile.`,
        variant: 'success',
      });
    },
    onError: (err) =>
      toast({ title: 'Could not save your MBTI type', description: errorMessage(err), variant: 'destructive' }),
  });
}
