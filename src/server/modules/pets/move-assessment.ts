/** Move one assessment to another of the owner's pets, or out to a new pet of its own (petId null). */
import { and, eq } from 'drizzle-orm';
import { assessments, pets } from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/lib/errors.ts';
import { ASSESSMENT_NOT_FOUND } from '#shared/rules/assessments.ts';
import { PET_MESSAGES } from '#shared/rules/pets.ts';
import { dropPetIfEmpty, type PetDeps, requireOwnedPet } from './repository.ts';

export async function moveAssessment(
  { db }: PetDeps,
  userId: number,
  assessmentId: number,
  petId: number | null,
): Promise<{ assessmentId: number; petId: number }> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.userId, userId)))
    .limit(1);
  if (!row) throw notFound(ASSESSMENT_NOT_FOUND);
  const target = petId === null ? null : await requireOwnedPet(db, userId, petId);
  if (target && target.petTypeId !== row.petTypeId) throw badRequest(PET_MESSAGES.wrongType);
  const newPetId = await db.transaction(async (tx) => {
    let to = target?.id;
    if (to === undefined) {
      const [created] = await tx
        .insert(pets)
        .values({
          userId,
          name: row.petName.trim(),
          petTypeId: row.petTypeId,
          petTypeOther: row.petTypeOther,
          breed: row.petBreed,
          age: row.petAge,
          ageUnknown: row.petAgeUnknown,
          birthMonth: row.petBirthMonth,
          birthDay: row.petBirthDay,
          isRescue: row.petIsRescue,
        })
        .returning({ id: pets.id });
      to = created!.id;
    }
    await tx
      .update(assessments)
      .set({ petId: to, ...(target ? { petName: target.name } : {}) })
      .where(eq(assessments.id, row.id));
    if (row.petId !== to) await dropPetIfEmpty(tx, userId, row.petId);
    return to;
  });
  return { assessmentId: row.id, petId: newPetId };
}
