/**
 * Confirmed addresses: the link a new account gets (and 'Send again'), and opening a link: an
 * email_confirm link marks the address confirmed (if it is still the account's); an email_change link
 * moves the account (login name and e-mail: the username is the e-mail) to the new, now confirmed,
 * address.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { badRequest, unauthorized } from '#server/lib/errors.ts';
import type { Mailer } from '#server/modules/mail/index.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { EMAIL_TOKEN_HOURS, RECOVERY_MESSAGES } from '#shared/rules/account-recovery.ts';
import { newAccountToken, storeAccountToken, useAccountToken } from './tokens.ts';
import { confirmEmailEmail } from './account-emails.ts';
import { addressTaken, emailTaken } from './change-email.ts';
import type { RecoveryLimiter } from './limits.ts';

/** Stores a confirmation token for the account's current address and sends the link. */
export async function sendEmailConfirmation(
  { db, mailer }: { db: Db; mailer: Mailer },
  userId: number,
  { background }: { background: boolean },
): Promise<{ message: string }> {
  const publicUrl = await mailer.requireReady();
  const [account] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!account) throw unauthorized();
  if (account.emailConfirmedAt) throw badRequest(RECOVERY_MESSAGES.alreadyConfirmed);
  const to = account.email ?? account.username;
  const { token, tokenHash } = newAccountToken();
  await db.transaction((tx) =>
    storeAccountToken(tx, {
      kind: 'email_confirm',
      userId,
      tokenHash,
      ttlMs: EMAIL_TOKEN_HOURS * 60 * 60_000,
      newEmail: to,
    }),
  );
  const mail = confirmEmailEmail({ name: account.name, to }, publicUrl, token);
  if (background) mailer.sendLater(mail, 'address confirmation');
  else await mailer.send(mail);
  return { message: `We sent a confirmation link to ${to}. It works for ${EMAIL_TOKEN_HOURS} hours.` };
}

/** 'Send again' from the home banner, limited per account. */
export async function resendEmailConfirmation(
  deps: { db: Db; mailer: Mailer; links: RecoveryLimiter },
  owner: PublicUser,
): Promise<{ message: string }> {
  await deps.mailer.requireReady();
  await deps.links.consumeLink(owner.id);
  return sendEmailConfirmation(deps, owner.id, { background: false });
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export async function confirmEmail(
  { db }: { db: Db },
  token: string,
): Promise<{ kind: 'email_change' | 'email_confirm'; email: string; message: string; userId: number }> {
  try {
    return await db.transaction(async (tx) => {
      const used = await useAccountToken(tx, ['email_change', 'email_confirm'], token);
      const email = used.newEmail ?? '';
      if (used.kind === 'email_change') {
        if (await addressTaken(tx, email, used.userId)) throw emailTaken();
        await tx
          .update(users)
          .set({ username: email, email, emailConfirmedAt: new Date() })
          .where(eq(users.id, used.userId));
        return {
          kind: 'email_change' as const,
          email,
          userId: used.userId,
          message: `Your e-mail address is now ${email}. Sign in with it from now on.`,
        };
      }
      const [account] = await tx.select().from(users).where(eq(users.id, used.userId)).limit(1);
      if (!account || (account.email ?? account.username) !== email) {
        throw badRequest('This link was for an address your account no longer uses.');
      }
      if (!account.emailConfirmedAt) {
        await tx.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, used.userId));
      }
      return {
        kind: 'email_confirm' as const,
        email,
        userId: used.userId,
        message: `Thank you: ${email} is confirmed.`,
      };
    });
  } catch (err) {
    // Two accounts racing for one address: the unique login name decides; the loser is told in words.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/**
 * After registration: the confirmation link goes out in the background. When e-mail is not set up the
 * account is still created (the home banner's 'Send again' then says why nothing came).
 */
export async function confirmNewAccount(
  deps: { db: Db; mailer: Mailer },
  userId: number,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  if (!(await deps.mailer.status()).ready) return;
  try {
    await sendEmailConfirmation(deps, userId, { background: true });
  } catch (err) {
    log.warn({ err }, 'confirmation e-mail for a new account not prepared');
  }
}
