/**
 * 'Forgot password?': the same 202 and the same work whether or not the address has an account (a
 * token is always made and hashed, the same delete runs, the e-mail leaves in the background), so
 * neither the answer nor its timing tells who has an account.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import type { Mailer } from '#server/modules/mail/index.ts';
import { RECOVERY_MESSAGES, RESET_TOKEN_MINUTES } from '#shared/rules/account-recovery.ts';
import { newAccountToken, storeAccountToken } from './tokens.ts';
import { passwordResetEmail } from './account-emails.ts';
import type { RecoveryLimiter } from './limits.ts';

export async function requestPasswordReset(
  { db, mailer, limiter }: { db: Db; mailer: Mailer; limiter: RecoveryLimiter },
  input: { email: string },
  client: string,
): Promise<{ message: string }> {
  const publicUrl = await mailer.requireReady();
  const address = input.email.toLowerCase();
  await limiter.consumeReset(address, client);
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, username: users.username })
    .from(users)
    .where(eq(users.username, address))
    .limit(1);
  const { token, tokenHash } = newAccountToken();
  const to = user ? (user.email ?? user.username) : null;
  await db.transaction((tx) =>
    storeAccountToken(tx, {
      kind: 'password_reset',
      userId: user?.id ?? null,
      tokenHash,
      ttlMs: RESET_TOKEN_MINUTES * 60_000,
      newEmail: to,
    }),
  );
  if (user && to) mailer.sendLater(passwordResetEmail({ name: user.name, to }, publicUrl, token), 'password reset');
  return { message: RECOVERY_MESSAGES.resetRequested };
}
