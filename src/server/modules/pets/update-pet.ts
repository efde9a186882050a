/** Rename a pet (its assessments keep the same name, so every screen agrees) or choose its photo. */
import { eq } from 'drizzle-orm';
import { assessments, pets } from '#server/db/schema.ts';
import { deleteImage, imageFromDataUrl, saveImage } from '#server/modules/uploads/index.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import type { BodyOf } from '#shared/contracts/define.ts';
import type { PetDetail, petEndpoints } from '#shared/contracts/pets.ts';
import { getPet } from './get-pet.ts';
import { type PetDeps, requireOwnedPet } from './repository.ts';

export async function updatePet(
  deps: PetDeps,
  user: PublicUser,
  id: number,
  body: BodyOf<typeof petEndpoints.updatePet>,
): Promise<PetDetail> {
  const { db } = deps;
  const pet = await requireOwnedPet(db, user.id, id);
  const image = body.photo !== undefined ? await imageFromDataUrl(body.photo) : null;
  await db.transaction(async (tx) => {
    if (body.name !== undefined) {
      await tx.update(pets).set({ name: body.name }).where(eq(pets.id, pet.id));
      await tx.update(assessments).set({ petName: body.name }).where(eq(assessments.petId, pet.id));
    }
    if (image) {
      const url = await saveImage(tx, image, user.id);
      await tx.update(pets).set({ photo: url }).where(eq(pets.id, pet.id));
      await deleteImage(tx, pet.photo, user.id);
    }
  });
  return getPet(deps, user.id, pet.id);
}
