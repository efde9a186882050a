/** The public view of an assessment its owner chose to share; any other id is 'Results not found'. */
import { and, eq } from 'drizzle-orm';
import { assessments } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { type SharedAssessment } from '#shared/contracts/assessments.ts';
import { RESULTS_NOT_FOUND } from '#shared/rules/assessments.ts';
import { toShared, type RepositoryDeps } from './repository.ts';

export async function getSharedAssessment({ db, catalog }: RepositoryDeps, id: number): Promise<SharedAssessment> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, id), eq(assessments.isShared, true)))
    .limit(1);
  if (!row) throw notFound(RESULTS_NOT_FOUND);
  return toShared(catalog, row);
}
