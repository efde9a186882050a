/** Deletes one of the owner's assessments and its photo, in one transaction. */
import { eq } from 'drizzle-orm';
import { assessments } from '#server/db/schema.ts';
import { deleteImage } from '#server/modules/uploads/index.ts';
import { dropPetIfEmpty } from '#server/modules/pets/index.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { requireOwnedAssessment, type RepositoryDeps } from './repository.ts';

export async function deleteAssessment({ db }: RepositoryDeps, user: PublicUser, id: number): Promise<void> {
  const row = await requireOwnedAssessment(db, user, id);
  await db.transaction(async (tx) => {
    await tx.delete(assessments).where(eq(assessments.id, row.id));
    await deleteImage(tx, row.petPhoto, user.id);
    // The pet goes with its last assessment.
    await dropPetIfEmpty(tx, user.id, row.petId);
  });
}
