/** Submit: the answers are checked, the photo re-encoded, the analyser run, and all of it stored in one transaction. */
import { assessments } from '#server/db/schema.ts';
import { imageFromDataUrl, saveImage } from '#server/modules/uploads/index.ts';
import { currentPetPhoto, linkPetForSubmission } from '#server/modules/pets/index.ts';
import { applyAnalysis } from './apply-analysis.ts';
import { choiceScores, type RepositoryDeps } from './repository.ts';
import { OTHER_PET_TYPE_ID } from '#shared/pet-types.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import type { BodyOf } from '#shared/contracts/define.ts';
import { type SubmittedAssessment, type TraitScore, assessmentEndpoints } from '#shared/contracts/assessments.ts';

type SubmissionInput = BodyOf<typeof assessmentEndpoints.submitAssessment>;

export async function submitAssessment(
  { db, catalog }: RepositoryDeps,
  user: PublicUser,
  input: SubmissionInput,
): Promise<SubmittedAssessment> {
  const choices = await choiceScores(db, input.petTypeId, input.answers);
  const photo = input.petPhoto ? await imageFromDataUrl(input.petPhoto) : null;
  const { result, archetype, readings, columns } = applyAnalysis({
    textResponses: input.textResponses,
    petTypeId: input.petTypeId,
    choices,
  });

  const row = await db.transaction(async (tx) => {
    const petId = await linkPetForSubmission(tx, user.id, input);
    // 'Assess again' without a new photo keeps showing the pet's current one (the same upload, shared).
    const petPhoto = photo
      ? await saveImage(tx, photo, user.id)
      : input.petId !== undefined
        ? await currentPetPhoto(tx, user.id, petId)
        : null;
    const [created] = await tx
      .insert(assessments)
      .values({
        petId,
        petName: input.petName,
        petTypeId: input.petTypeId,
        petTypeOther: (input.petTypeId === OTHER_PET_TYPE_ID && input.petTypeOther) || null,
        petBreed: input.petBreed,
        petAge: input.petAgeUnknown ? null : (input.petAge ?? null),
        petAgeUnknown: input.petAgeUnknown,
        petBirthMonth: input.petBirthMonth ?? null,
        petBirthDay: input.petBirthDay ?? null,
        petIsRescue: input.petIsRescue,
        petPhoto,
        textResponses: input.textResponses,
        ...columns,
        userId: user.id,
        analysis: { traits: readings, closeCalls: result.closeCalls, answers: input.answers },
      })
      .returning();
    return created!;
  });
  return {
    id: row.id,
    petId: row.petId!,
    petName: row.petName,
    petTypeId: row.petTypeId,
    petPhoto: row.petPhoto,
    archetypeId: row.archetypeId,
    archetypeCode: row.archetypeCode,
    archetypeName: catalog.archetype(row.archetypeId)?.name ?? archetype.title,
    date: row.date.toISOString(),
    independenceScore: result.scores.independence as TraitScore,
    confidenceScore: result.scores.confidence as TraitScore,
    activityScore: result.scores.activity as TraitScore,
    flexibilityScore: result.scores.flexibility as TraitScore,
    closeCalls: result.closeCalls,
  };
}
