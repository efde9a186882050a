/** The assessment routes: parse (by the contract) -> use case -> reply. */
import type { FastifyInstance } from 'fastify';
import { idempotent } from '#server/lib/idempotency.ts';
import { route } from '#server/lib/route.ts';
import { assessmentEndpoints as api } from '#shared/contracts/assessments.ts';
import { submitAssessment } from './submit-assessment.ts';
import { listAssessments } from './list-assessments.ts';
import { getAssessmentResult } from './get-assessment-result.ts';
import { updateAssessment } from './update-assessment.ts';
import { deleteAssessment } from './delete-assessment.ts';
import { setAssessmentShared } from './share-assessment.ts';
import { getSharedAssessment } from './get-shared-assessment.ts';
import { sharpenAssessment } from './sharpen-assessment.ts';

export async function assessmentRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  // A repeat with the same Idempotency-Key answers the first submission instead of saving another.
  route(app, api.submitAssessment, ({ user, body, request, reply }) =>
    idempotent(deps.db, api.submitAssessment, { request, reply, userId: user.id }, [JSON.stringify(body)], () =>
      submitAssessment(deps, user, body),
    ),
  );
  route(app, api.listAssessments, ({ user }) => listAssessments(deps, user));
  route(app, api.getAssessment, ({ user, params }) => getAssessmentResult(deps, user, params.id));
  route(app, api.updateAssessment, ({ user, params, body }) => updateAssessment(deps, user, params.id, body));
  route(app, api.deleteAssessment, ({ user, params }) => deleteAssessment(deps, user, params.id));
  route(app, api.shareAssessment, ({ user, params }) => setAssessmentShared(deps, user, params.id, true));
  route(app, api.unshareAssessment, ({ user, params }) => setAssessmentShared(deps, user, params.id, false));
  route(app, api.sharpenAssessment, ({ user, params, body }) => sharpenAssessment(deps, user, params.id, body));
  route(app, api.getSharedAssessment, ({ params }) => getSharedAssessment(deps, params.id));
}
