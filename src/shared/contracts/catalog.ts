/** Pet types and the multiple-choice questions per pet type: shapes and endpoints. */
import { z } from 'zod';
import { TRAIT_KEYS } from '#shared/archetypes.ts';
import { endpoint } from './define.ts';
import { idParam } from './common.ts';
import { PET_TYPE_NOT_FOUND } from '#shared/rules/archetypes.ts';

export const petTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type PetType = z.infer<typeof petTypeSchema>;

/** A chosen option's signed deltas (-2..2) toward each trait's high pole. */
export const choiceScoresSchema = z.partialRecord(z.enum(TRAIT_KEYS), z.number().min(-2).max(2));
export type ChoiceScores = z.infer<typeof choiceScoresSchema>;

export const choiceOptionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  value: z.string(),
  traitScores: choiceScoresSchema,
});

export const choiceQuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  order: z.number().int(),
  options: z.array(choiceOptionSchema),
});
export type ChoiceQuestion = z.infer<typeof choiceQuestionSchema>;

export const catalogEndpoints = {
  listPetTypes: endpoint({
    method: 'GET',
    path: '/api/pet-types',
    access: 'public',
    summary: 'The pet types: 1 Dog, 2 Cat, 3 Bird, 4 Rabbit, 5 Other',
    tag: 'questionnaire',
    status: 200,
    response: z.array(petTypeSchema),
  }),
  listChoiceQuestions: endpoint({
    method: 'GET',
    path: '/api/questions/:petTypeId',
    access: 'public',
    summary: 'The multiple-choice questions of a pet type, with options',
    tag: 'questionnaire',
    params: z.object({ petTypeId: idParam(PET_TYPE_NOT_FOUND) }),
    status: 200,
    response: z.array(choiceQuestionSchema),
  }),
};
