/**
 * 'Delete my account': the password is checked (wrong tries count as failed sign-ins), then the same
 * cascade as the admin's delete removes everything. The admin account cannot delete itself this way.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { AppError, badRequest, unauthorized } from '#server/lib/errors.ts';
import { deleteAccountData } from '#server/modules/accounts/index.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { hasRole } from '#shared/roles.ts';
import { verifyPassword } from './password.ts';
import type { LoginLimiter } from './login-limiter.ts';

export const ACCOUNT_MESSAGES = {
  adminCannotDelete: 'The admin account cannot be deleted this way',
  wrongPassword: 'That password is not correct',
} as const;

export async function deleteMyAccount(
  { db, limiter }: { db: Db; limiter: LoginLimiter },
  owner: PublicUser,
  password: string,
  address: string,
): Promise<void> {
  if (hasRole(owner, 'admin')) throw badRequest(ACCOUNT_MESSAGES.adminCannotDelete);
  const [account] = await db.select().from(users).where(eq(users.id, owner.id)).limit(1);
  if (!account) throw unauthorized();
  const attempt = await limiter.reserve(account.username, address);
  if (!(await verifyPassword(account.password, password))) {
    throw new AppError(401, ERROR_CODES.unauthorized, ACCOUNT_MESSAGES.wrongPassword);
  }
  await attempt.succeeded();
  await deleteAccountData(db, owner.id);
}
