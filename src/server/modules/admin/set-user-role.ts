/**
 * The admin names a moderator, or makes one a member again. The admin's own role never changes (so
 * there is always exactly one admin). The change takes effect at once: this process forgets the
 * user's cached sessions now, and the users trigger tells the other processes
 * (drizzle/0003_session_changes.sql).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/lib/errors.ts';
import { toPublicUser, type SessionService } from '#server/modules/auth/index.ts';
import { ADMIN_MESSAGES, USER_NOT_FOUND } from '#shared/rules/admin.ts';
import type { AdminUser } from '#shared/contracts/admin.ts';
import type { AssignableRole } from '#shared/roles.ts';

export async function setUserRole(
  { db, sessions }: { db: Db; sessions: SessionService },
  userId: number,
  role: AssignableRole,
): Promise<AdminUser> {
  const [updated] = await db
    .update(users)
    .set({ role })
    .where(and(eq(users.id, userId), ne(users.role, 'admin')))
    .returning();
  if (!updated) {
    const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    throw exists ? badRequest(ADMIN_MESSAGES.cannotChangeAdminRole) : notFound(USER_NOT_FOUND);
  }
  sessions.userChanged(userId);
  return { ...toPublicUser(updated), emailConfirmed: updated.email !== null && updated.emailConfirmedAt !== null };
}
