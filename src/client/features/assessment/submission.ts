import type { Submission } from '../../../shared/schemas/assessments';
import { petTypeIdOf, type Draft } from './draft';

/** Six or more blank answers out of 11: ask the multiple-choice questions as a fallback. */
export const CHOICE_FALLBACK_BLANKS = 6;

export function needsChoiceFallback(draft: Draft): boolean {
  return draft.texts.filter((t) => t.trim() === '').length >= CHOICE_FALLBACK_BLANKS;
}

export function buildSubmission(draft: Draft): Submission {
  const age = draft.ageUnknown || draft.age === '' ? null : Number(draft.age);
  return {
    petName: draft.name.trim(),
    petTypeId: petTypeIdOf(draft) ?? 0,
    petBreed: draft.breed.trim(),
    petAge: age,
    petAgeUnknown: draft.ageUnknown,
    petBirthMonth: draft.birthMonth ? Number(draft.birthMonth) : null,
    petBirthDay: draft.birthDay ? Number(draft.birthDay) : null,
    petIsRescue: draft.rescue === 'yes',
    petPhoto: draft.photo,
    answers: draft.choices,
    textResponses: draft.texts.map((t) => t.slice(0, 1000)),
  };
}
