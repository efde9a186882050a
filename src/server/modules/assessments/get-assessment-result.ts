/**
 * One of the owner's assessments with its traits, evidence, activities and care tips: the answer
 * kept for the row's current version when there is one (./result-cache.ts), else built and kept.
 */
import type { PublicUser } from '#shared/contracts/auth.ts';
import { assessmentEndpoints } from '#shared/contracts/assessments.ts';
import { prepareJson, type PreparedJson } from '#server/lib/prepared-json.ts';
import { ownedAssessmentVersion, requireOwnedAssessment, toResult, type RepositoryDeps } from './repository.ts';
import type { ResultCache } from './result-cache.ts';

export async function getAssessmentResult(
  { db, catalog, results }: RepositoryDeps & { results: ResultCache },
  user: PublicUser,
  id: number,
): Promise<PreparedJson> {
  const kept = results.get(id, user.id);
  if (kept) {
    const version = await ownedAssessmentVersion(db, user, id);
    if (version === kept.version) return kept.body;
    results.delete(id);
  }
  const row = await requireOwnedAssessment(db, user, id);
  const body = prepareJson(assessmentEndpoints.getAssessment, toResult(catalog, row));
  results.set(id, { userId: user.id, version: row.version, body });
  return body;
}
