/** Delete a pet with every assessment of it and their photos, in one transaction (the screen confirms first). */
import { eq } from 'drizzle-orm';
import { assessments, pets } from '#server/db/schema.ts';
import { deleteImage } from '#server/modules/uploads/index.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { type PetDeps, requireOwnedPet } from './repository.ts';

export async function deletePet({ db }: PetDeps, user: PublicUser, id: number): Promise<void> {
  const pet = await requireOwnedPet(db, user.id, id);
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(assessments)
      .where(eq(assessments.petId, pet.id))
      .returning({ photo: assessments.petPhoto });
    await tx.delete(pets).where(eq(pets.id, pet.id));
    for (const url of [pet.photo, ...gone.map((g) => g.photo)]) await deleteImage(tx, url, user.id);
  });
}
