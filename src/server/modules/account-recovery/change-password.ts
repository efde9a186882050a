/**
 * 'Change password' while signed in: the current password is checked under the failed sign-in limits
 * (a wrong one counts as a failed sign-in), the new one set; the route ends every other session and a
 * notice goes to the address.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { AppError, unauthorized } from '#server/lib/errors.ts';
import { hashPassword, verifyPassword } from '#server/modules/auth/password.ts';
import type { LoginLimiter } from '#server/modules/auth/login-limiter.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { RECOVERY_MESSAGES } from '#shared/contracts/account-recovery.ts';

export const WRONG_PASSWORD_CODE = 'WRONG_PASSWORD';

/** Checks the signed-in owner's password; wrong ones count against the sign-in limits. */
export async function checkCurrentPassword(
  { db, limiter }: { db: Db; limiter: LoginLimiter },
  owner: PublicUser,
  password: string,
  address: string,
): Promise<typeof users.$inferSelect> {
  const [account] = await db.select().from(users).where(eq(users.id, owner.id)).limit(1);
  if (!account) throw unauthorized();
  await limiter.check(account.username, address);
  if (!(await verifyPassword(account.password, password))) {
    await limiter.recordFailure(account.username, address);
    throw new AppError(400, WRONG_PASSWORD_CODE, RECOVERY_MESSAGES.wrongPassword);
  }
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
