/** One of the owner's assessments with its traits, evidence, activities and care tips. */
import type { PublicUser } from '#shared/contracts/auth.ts';
import type { AssessmentResult } from '#shared/contracts/assessments.ts';
import { requireOwnedAssessment, toResult, type RepositoryDeps } from './repository.ts';

export async function getAssessmentResult(
  { db, catalog }: RepositoryDeps,
  user: PublicUser,
  id: number,
): Promise<AssessmentResult> {
  return toResult(catalog, await requireOwnedAssessment(db, user, id));
}
