import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import type { Submission } from '../../../shared/schemas/assessments';

export interface PetType {
  id: number;
  name: string;
}

export interface ChoiceQuestion {
  id: number;
  text: string;
  imageUrl: string | null;
  options: { id: number; text: string }[];
}

export interface SubmittedAssessment {
  id: number;
  petName: string;
  archetypeId: number;
  archetypeCode: string;
  archetypeName: string;
}

export function usePetTypes() {
  return useQuery<PetType[]>({ queryKey: ['/api/pet-types'], staleTime: Infinity });
}

export function useChoiceQuestions(petTypeId: number | null) {
  return useQuery<ChoiceQuestion[]>({
    queryKey: [`/api/questions/${petTypeId}`],
    enabled: petTypeId !== null,
    staleTime: Infinity,
  });
}

export function useSubmitAssessment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: Submission) => apiRequest<SubmittedAssessment>('POST', '/api/submit-assessment', payload),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['/api/assessments'] }),
  });
}
