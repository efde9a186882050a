/**
 * 'Change e-mail': the new address and the current password. Nothing changes yet: a link goes to the
 * new address (the change happens when it is opened, ./confirm-email.ts) and a notice to the old one.
 * An address another account uses is refused without saying whose.
 */
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accountTokens, users } from '#server/db/schema.ts';
import { AppError, badRequest } from '#server/lib/errors.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import type { Mailer } from '#server/modules/mail/index.ts';
import type { LoginLimiter } from '#server/modules/auth/index.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { EMAIL_TOKEN_HOURS, RECOVERY_MESSAGES, type EmailStatus } from '#shared/contracts/account-recovery.ts';
import { newAccountToken, storeAccountToken } from './tokens.ts';
import { emailChangeLinkEmail, emailChangeNoticeEmail } from './account-emails.ts';
import { checkCurrentPassword } from './change-password.ts';
import type { RecoveryLimiter } from './limits.ts';

export const emailTaken = () => new AppError(409, ERROR_CODES.conflict, RECOVERY_MESSAGES.emailTaken);

/** Whether another account signs in with or has this address. */
export async function addressTaken(db: Pick<Db, 'select'>, address: string, ownerId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, ownerId), or(eq(users.username, address), eq(users.email, address))))
    .limit(1);
  return Boolean(other);
}

export async function requestEmailChange(
  deps: { db: Db; mailer: Mailer; limiter: LoginLimiter; links: RecoveryLimiter },
  owner: PublicUser,
  input: { email: string; password: string },
  address: string,
): Promise<{ message: string }> {
  const { db, mailer } = deps;
  const publicUrl = await mailer.requireReady();
  const account = await checkCurrentPassword(deps, owner, input.password, address);
  const newEmail = input.email.toLowerCase();
  if (newEmail === account.username) throw badRequest(RECOVERY_MESSAGES.sameEmail);
  if (await addressTaken(db, newEmail, account.id)) throw emailTaken();
  await deps.links.consumeLink(account.id);
  const { token, tokenHash } = newAccountToken();
  await db.transaction((tx) =>
    storeAccountToken(tx, {
      kind: 'email_change',
      userId: account.id,
      tokenHash,
      ttlMs: EMAIL_TOKEN_HOURS * 60 * 60_000,
      newEmail,
    }),
  );
  // The link is sent now, so a refusal is told; the notice to the old address may follow.
  await mailer.send(emailChangeLinkEmail({ name: account.name, to: newEmail }, publicUrl, token, account.username));
  const oldAddress = account.email ?? account.username;
  mailer.sendLater(
    emailChangeNoticeEmail({ name: account.name, to: oldAddress }, publicUrl, newEmail),
    'e-mail change notice',
  );
  return {
    message: `We sent a link to ${newEmail}. Open it within ${EMAIL_TOKEN_HOURS} hours to finish the change; until then you sign in with ${account.username}.`,
  };
}

export async function emailStatus({ db }: { db: Db }, owner: PublicUser): Promise<EmailStatus> {
  const [account] = await db
    .select({ email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, owner.id))
    .limit(1);
  const [pending] = await db
    .select({ newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, owner.id),
        eq(accountTokens.kind, 'email_change'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return {
    email: account?.email ?? null,
    confirmed: Boolean(account?.email && account.confirmedAt),
    pendingEmail: pending?.newEmail ?? null,
  };
}
