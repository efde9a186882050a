import { eq } from 'drizzle-orm';
import { assessments } from '#server/db/schema.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { requireOwnedAssessment, type RepositoryDeps } from './repository.ts';

/** Turns sharing on or off; /shared/{id} answers only while it is on. */
export async function setAssessmentShared({ db }: RepositoryDeps, user: PublicUser, id: number, isShared: boolean) {
  const row = await requireOwnedAssessment(db, user, id);
  await db.update(assessments).set({ isShared }).where(eq(assessments.id, row.id));
  return { id: row.id, isShared, url: `/shared/${row.id}` };
}
