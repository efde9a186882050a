/** Pet types and the multiple-choice questions of a pet type. */
import { endpoints } from '#client/lib/endpoints.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, queryKeyFor } from '#client/lib/api-client.ts';

const api = endpoints;

export function usePetTypes() {
  return useQuery({
    queryKey: queryKeyFor(api.listPetTypes),
    queryFn: () => callApi(api.listPetTypes),
    staleTime: Infinity,
  });
}

/** Only once a pet type is chosen. */
export function useChoiceQuestions(petTypeId: number | null) {
  const params = { petTypeId: String(petTypeId ?? 0) };
  return useQuery({
    queryKey: queryKeyFor(api.listChoiceQuestions, { params }),
    queryFn: () => callApi(api.listChoiceQuestions, { params }),
    enabled: petTypeId !== null,
    staleTime: Infinity,
  });
}
