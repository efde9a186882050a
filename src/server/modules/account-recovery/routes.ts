/**
 * Account recovery routes: forgotten password, password and e-mail changes, confirmed addresses.
 * Registered by the auth routes, which share their failed sign-in limiter with them.
 */
import type { FastifyInstance } from 'fastify';
import { route } from '#server/lib/route.ts';
import { accountRecoveryEndpoints as api, RECOVERY_MESSAGES } from '#shared/contracts/account-recovery.ts';
import type { LoginLimiter } from '#server/modules/auth/index.ts';
import { RecoveryLimiter } from './limits.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { changePassword } from './change-password.ts';
import { emailStatus, requestEmailChange } from './change-email.ts';
import { confirmEmail, resendEmailConfirmation } from './confirm-email.ts';
import { passwordChangedEmail } from './account-emails.ts';

export function accountRecoveryRoutes(app: FastifyInstance, limiter: LoginLimiter): void {
  const { db, sessions, config, mailer } = app.deps;
  const links = new RecoveryLimiter(config.limits, app.deps.database);

  route(app, api.requestPasswordReset, ({ body, request }) =>
    requestPasswordReset({ db, mailer, limiter: links }, body, request.ip),
  );
  route(app, api.resetPassword, async ({ body, request, reply }) => {
    const user = await resetPassword({ db, limiter }, body);
    sessions.userChanged(user.id);
    await sessions.start(request, reply, user.id);
    return user;
  });
  route(app, api.changePassword, async ({ user, body, request }) => {
    const account = await changePassword({ db, limiter }, user, body, request.ip);
    await sessions.revokeOthers(request, user.id);
    if (mailer.publicUrl && (await mailer.status()).ready) {
      mailer.sendLater(
        passwordChangedEmail({ name: account.name, to: account.email ?? account.username }, mailer.publicUrl),
        'password changed notice',
      );
    }
    return { message: RECOVERY_MESSAGES.passwordChanged };
  });
  route(app, api.emailStatus, ({ user }) => emailStatus({ db }, user));
  route(app, api.requestEmailChange, ({ user, body, request }) =>
    requestEmailChange({ db, mailer, limiter, links }, user, body, request.ip),
  );
  route(app, api.sendEmailConfirmation, ({ user }) => resendEmailConfirmation({ db, mailer, links }, user));
  route(app, api.confirmEmail, async ({ body }) => {
    const { userId, ...confirmed } = await confirmEmail({ db }, body.token);
    sessions.userChanged(userId);
    return confirmed;
  });
}
