/**
 * 'Change password' while signed in: the current password is checked under the failed sign-in limits
 * (a slot is reserved before it is verified and given back when it is right, so a wrong one counts as
 * a failed sign-in), the new one set; the route ends every other session and a
 * notice goes to the address.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { AppError, unauthorized } from '#server/lib/errors.ts';
import { hashPassword, type LoginLimiter, verifyPassword } from '#server/modules/auth/index.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { RECOVERY_MESSAGES, WRONG_PASSWORD_CODE } from '#shared/rules/account-recovery.ts';

/** Checks the signed-in owner's password; wrong ones count against the sign-in limits. */
export async function checkCurrentPassword(
  { db, limiter }: { db: Db; limiter: LoginLimiter },
  owner: PublicUser,
  password: string,
  address: string,
): Promise<typeof users.$inferSelect> {
  const [account] = await db.select().from(users).where(eq(users.id, owner.id)).limit(1);
  if (!account) throw unauthorized();
  // A slot is reserved before the password is verified (so simultaneous guesses cannot pass the limit)
  // and given back on success, as at sign-in: the one limiter is shared with /api/login.
  const attempt = await limiter.reserve(account.username, address);
  if (!(await verifyPassword(account.password, password))) {
    throw new AppError(400, WRONG_PASSWORD_CODE, RECOVERY_MESSAGES.wrongPassword);
  }
  await attempt.succeeded();
  return account;
}

export async function changePassword(
  deps: { db: Db; limiter: LoginLimiter },
  owner: PublicUser,
  input: { currentPassword: string; password: string },
  address: string,
): Promise<typeof users.$inferSelect> {
  const account = await checkCurrentPassword(deps, owner, input.currentPassword, address);
  const password = await hashPassword(input.password);
  await deps.db.update(users).set({ password }).where(eq(users.id, account.id));
  return account;
}
