/**
 * The admin's routes and the moderation queue: the contracts' access ('admin', or 'moderator' for the
 * queue) answers 401/403 before anything runs.
 */
import type { FastifyInstance } from 'fastify';
import { route } from '#server/lib/route.ts';
import { adminEndpoints as api, moderationEndpoints as moderation } from '#shared/contracts/admin.ts';
import { listUsers } from './list-users.ts';
import { userStats } from './user-stats.ts';
import { deleteUser } from './delete-user.ts';
import { setUserRole } from './set-user-role.ts';
import { getSenderConfig } from './get-sender-config.ts';
import { configureSender } from './configure-sender.ts';
import { sendSurvey } from './send-survey.ts';
import { listReports } from './list-reports.ts';
import { resolveReport } from './resolve-report.ts';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  route(app, api.listUsers, ({ query }) => listUsers(deps, query));
  route(app, api.userStats, () => userStats(deps));
  route(app, api.deleteUser, ({ user, params }) => deleteUser(deps, user, params.id));
  route(app, api.setUserRole, ({ params, body }) => setUserRole(deps, params.id, body.role));
  route(app, api.getSenderConfig, () => getSenderConfig(deps));
  route(app, api.configureSender, ({ body }) => configureSender(deps, body.verifiedSender));
  route(app, api.sendSurvey, ({ user, body }) => sendSurvey(deps, user, body));
  route(app, moderation.listReports, () => listReports(deps));
  route(app, moderation.resolveReport, ({ user, params, body }) =>
    resolveReport(deps, user, params.postId, body.action),
  );
}
