import { type Submission } from '#shared/contracts/assessments.ts';
import { TEXT_ANSWER_MAX } from '#shared/rules/assessments.ts';
import { petTypeIdOf, type Draft } from './draft';

export function buildSubmission(draft: Draft): Submission {
  const age = draft.ageUnknown || draft.age === '' ? null : Number(draft.age);
  return {
    petName: draft.name.trim(),
    petTypeId: petTypeIdOf(draft) ?? 0,
    petTypeOther: draft.petTypeChoice === 'other' ? draft.otherType.trim() || null : null,
    petBreed: draft.breed.trim(),
    petAge: age,
    petAgeUnknown: draft.ageUnknown,
    petBirthMonth: draft.birthMonth ? Number(draft.birthMonth) : null,
    petBirthDay: draft.birthDay ? Number(draft.birthDay) : null,
    petIsRescue: draft.rescue === 'yes',
    ...(draft.petId !== null && draft.petKnown ? { petId: draft.petId } : {}),
    petPhoto: draft.photo,
    answers: draft.choices,
    textResponses: draft.texts.map((t) => t.slice(0, TEXT_ANSWER_MAX)),
  };
}
