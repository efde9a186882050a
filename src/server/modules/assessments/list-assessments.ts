/** The signed-in owner's assessments, newest first. */
import { desc, eq } from 'drizzle-orm';
import { assessments } from '#server/db/schema.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import type { AssessmentListItem } from '#shared/contracts/assessments.ts';
import { toListItem, type RepositoryDeps } from './repository.ts';

export async function listAssessments(
  { db, catalog }: RepositoryDeps,
  user: PublicUser,
): Promise<AssessmentListItem[]> {
  const rows = await db
    .select()
    .from(assessments)
    .where(eq(assessments.userId, user.id))
    .orderBy(desc(assessments.date), desc(assessments.id));
  return rows.map((row) => toListItem(catalog, row));
}
