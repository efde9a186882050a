/** Renames the pet and/or replaces its photo. */
import { eq } from 'drizzle-orm';
import { assessments } from '#server/db/schema.ts';
import { deleteImage, imageFromDataUrl, saveImage } from '#server/modules/uploads/index.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import type { AssessmentResult } from '#shared/contracts/assessments.ts';
import { requireOwnedAssessment, toResult, type RepositoryDeps } from './repository.ts';

/** Renames the pet and/or replaces its photo (the old photo's bytes are removed in the same transaction). */
export async function updateAssessment(
  { db, catalog }: RepositoryDeps,
  user: PublicUser,
  id: number,
  changes: { petName?: string | undefined; petPhoto?: string | undefined },
): Promise<AssessmentResult> {
  const row = await requireOwnedAssessment(db, user, id);
  const photo = changes.petPhoto !== undefined ? await imageFromDataUrl(changes.petPhoto) : null;
  const updated = await db.transaction(async (tx) => {
    const set: Partial<typeof assessments.$inferInsert> = {};
    if (changes.petName !== undefined) set.petName = changes.petName;
    if (photo) set.petPhoto = await saveImage(tx, photo, user.id);
    const [next] = await tx.update(assessments).set(set).where(eq(assessments.id, row.id)).returning();
    // After the update, so the old photo is removed only if no other assessment or pet still shows it.
    if (photo) await deleteImage(tx, row.petPhoto, user.id);
    return next!;
  });
  return toResult(catalog, updated);
}
