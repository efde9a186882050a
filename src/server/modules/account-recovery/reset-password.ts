/**
 * A new password from a reset link: the link is used up, the password set and every session of the
 * account ended in one transaction; the route then signs the owner in on this device. Opening a link
 * sent to the address also confirms the address, when it is still the account's.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema.ts';
import { unauthorized } from '#server/lib/errors.ts';
import { hashPassword, type LoginLimiter, toPublicUser } from '#server/modules/auth/index.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { useAccountToken } from './tokens.ts';

export async function resetPassword(
  { db, limiter }: { db: Db; limiter: LoginLimiter },
  input: { token: string; password: string },
): Promise<PublicUser> {
  // Hashed first: the transaction holds no lock while argon2 works.
  const password = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const token = await useAccountToken(tx, ['password_reset'], input.token);
    const [updated] = await tx
      .update(users)
      .set({
        password,
        emailConfirmedAt: sql`case when ${users.emailConfirmedAt} is null and ${users.email} = ${token.newEmail} then now() else ${users.emailConfirmedAt} end`,
      })
      .where(eq(users.id, token.userId))
      .returning();
    if (!updated) throw unauthorized();
    await tx.delete(sessions).where(and(eq(sessions.userId, updated.id)));
    return updated;
  });
  // The owner proved the address: a lockout from failed sign-ins no longer stands in the way.
  await limiter.forgive(user.username);
  return toPublicUser(user);
}
