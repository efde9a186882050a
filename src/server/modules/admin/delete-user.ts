/**
 * The admin deletes a user and everything of theirs; never the admin's own account (the cascade refuses
 * the admin's row: ../accounts/delete-account-data.ts).
 */
import type { Db } from '#server/db/client.ts';
import { badRequest } from '#server/lib/errors.ts';
import { deleteAccountData } from '#server/modules/accounts/index.ts';
import type { SessionService } from '#server/modules/auth/index.ts';
import { ADMIN_MESSAGES } from '#shared/rules/admin.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';

export async function deleteUser(
  { db, sessions }: { db: Db; sessions: SessionService },
  admin: PublicUser,
  userId: number,
): Promise<void> {
  if (userId === admin.id) throw badRequest(ADMIN_MESSAGES.cannotDeleteAdmin);
  await deleteAccountData(db, userId, { byAdminId: admin.id });
  sessions.userChanged(userId);
}
