/** Merge two of an owner's pets (the migration guessed wrong): the other's assessments move here, the other goes. */
import { eq } from 'drizzle-orm';
import { assessments, petPlanTicks, pets } from '#server/db/schema.ts';
import { badRequest } from '#server/lib/errors.ts';
import { deleteImage } from '#server/modules/uploads/index.ts';
import type { PetDetail } from '#shared/contracts/pets.ts';
import { PET_MESSAGES } from '#shared/rules/pets.ts';
import { getPet } from './get-pet.ts';
import { type PetDeps, requireOwnedPet } from './repository.ts';

export async function mergePets(deps: PetDeps, userId: number, intoId: number, fromId: number): Promise<PetDetail> {
  const into = await requireOwnedPet(deps.db, userId, intoId);
  const from = await requireOwnedPet(deps.db, userId, fromId);
  if (into.id === from.id) throw badRequest(PET_MESSAGES.samePet);
  if (into.petTypeId !== from.petTypeId) throw badRequest(PET_MESSAGES.wrongType);
  await deps.db.transaction(async (tx) => {
    await tx.update(assessments).set({ petId: into.id, petName: into.name }).where(eq(assessments.petId, from.id));
    await tx.delete(petPlanTicks).where(eq(petPlanTicks.petId, from.id));
    await tx.delete(pets).where(eq(pets.id, from.id));
    if (from.photo && !into.photo) await tx.update(pets).set({ photo: from.photo }).where(eq(pets.id, into.id));
    else await deleteImage(tx, from.photo, userId);
  });
  return getPet(deps, userId, into.id);
}
