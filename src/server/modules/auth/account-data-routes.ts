/** Owners' own data: download it, or delete the account and everything in it. */
import type { FastifyInstance } from 'fastify';
import { route } from '#server/lib/route.ts';
import { accountDataEndpoints as api } from '#shared/contracts/auth.ts';
import { EXPORT_FILE_NAME } from '#shared/rules/auth.ts';
import { exportMyData } from './export-my-data.ts';
import { deleteMyAccount } from './delete-my-account.ts';
import type { LoginLimiter } from './login-limiter.ts';

export function accountDataRoutes(app: FastifyInstance, limiter: LoginLimiter): void {
  const { db, sessions } = app.deps;
  route(app, api.exportMyData, async ({ user, reply }) => {
    reply.header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`);
    reply.header('cache-control', 'no-store');
    return exportMyData({ db }, user);
  });
  route(app, api.deleteMyAccount, async ({ user, body, request, reply }) => {
    await deleteMyAccount({ db, limiter }, user, body.password, request.ip);
    // The sessions went with the account; the cookie goes too.
    sessions.userChanged(user.id);
    await sessions.end(request, reply);
  });
}
