/**
 * The public view of an assessment its owner chose to share; any other id is 'Results not found'.
 * Kept, serialized and compressed, at the row version it was built from, as the owner's result page
 * is (./result-cache.ts, docs/decisions/0025-result-cache.md): every read still asks the database
 * whether the assessment is shared and at which version, so unsharing, a rename or a deletion shows on
 * the very next read, from any process. The reads of a crowd that arrive together share that lookup
 * (one query for all of them, never one begun before a reader asked: docs/decisions/0053-crowd-reads.md).
 */
import { assessmentEndpoints } from '#shared/contracts/assessments.ts';
import { RESULTS_NOT_FOUND } from '#shared/rules/assessments.ts';
import { notFound } from '#server/lib/errors.ts';
import { prepareJson, type PreparedJson } from '#server/lib/prepared-json.ts';
import { sharedAssessmentRow, sharedAssessmentVersion, toShared, type RepositoryDeps } from './repository.ts';
import type { ResultCache } from './result-cache.ts';

/** Kept public views are filed under this owner id (no user has it), apart from the owners' own pages. */
export const SHARED_VIEW_KEY = 0;

export async function getSharedAssessment(
  { db, catalog, sharedResults }: RepositoryDeps & { sharedResults: ResultCache },
  id: number,
): Promise<PreparedJson> {
  const kept = sharedResults.get(id, SHARED_VIEW_KEY);
  if (kept) {
    const version = await sharedAssessmentVersion(db, id);
    if (version === kept.version) return kept.body;
    sharedResults.delete(id);
    if (version === undefined) throw notFound(RESULTS_NOT_FOUND);
  }
  const row = await sharedAssessmentRow(db, id);
  if (!row) throw notFound(RESULTS_NOT_FOUND);
  const body = prepareJson(assessmentEndpoints.getSharedAssessment, toShared(catalog, row));
  sharedResults.set(id, { userId: SHARED_VIEW_KEY, version: row.version, body });
  return body;
}
