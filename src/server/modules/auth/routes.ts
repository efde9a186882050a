/** Account routes: register, login, logout, the current user and the saved human personality type. */
import type { FastifyInstance } from 'fastify';
import { route } from '#server/lib/route.ts';
import { authEndpoints as api } from '#shared/contracts/auth.ts';
import { LoginLimiter, RegisterLimiter } from './login-limiter.ts';
import { registerAccount, saveHumanType, signIn } from './accounts.ts';
import { accountDataRoutes } from './account-data-routes.ts';
import { accountRecoveryRoutes, confirmNewAccount } from '#server/modules/account-recovery/index.ts';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, sessions, config } = app.deps;
  const limiter = new LoginLimiter(config.limits, app.deps.database);
  // Kept in PostgreSQL when the app runs on it, so every process shares one count.
  const registerLimiter = new RegisterLimiter(config.limits, app.deps.database);

  route(
    app,
    api.register,
    async ({ body, request, reply }) => {
      const user = await registerAccount(db, body);
      await sessions.start(request, reply, user.id);
      await confirmNewAccount(app.deps, user.id, request.log);
      return user;
    },
    // Counted before the input is read, so malformed attempts count too.
    { before: (request) => registerLimiter.consume(request.ip) },
  );

  route(app, api.login, async ({ body, request, reply }) => {
    const user = await signIn(db, limiter, body, request.ip);
    await sessions.start(request, reply, user.id);
    return user;
  });

  route(app, api.logout, ({ request, reply }) => sessions.end(request, reply));
  route(app, api.currentUser, ({ user }) => user);
  route(app, api.saveHumanType, async ({ user, body }) => {
    const saved = await saveHumanType(db, user, body.mbtiType);
    sessions.userChanged(user.id);
    return saved;
  });
  // Wrong passwords when deleting an account count against the same failed sign-in limits.
  accountDataRoutes(app, limiter);
  // Wrong current passwords when changing the password or e-mail count against them too.
  accountRecoveryRoutes(app, limiter);
}
