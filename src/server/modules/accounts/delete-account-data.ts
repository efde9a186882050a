/**
 * The one account-deletion cascade, used by the admin's Delete and by 'Delete my account': in ONE
 * transaction it removes the user's assessments (scores live in the row), posts and replies (with
 * other users' replies under those posts), board memberships, reports they made, survey records,
 * every stored image (their uploads and the images of the removed posts), their sessions (so they stop
 * working at once) and the account. A failure part way rolls everything back.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  assessments,
  discussionBoardMembers,
  discussionPosts,
  moderationActions,
  postReports,
  sessions,
  surveySends,
  uploads,
  users,
} from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/lib/errors.ts';
import { ADMIN_MESSAGES, USER_NOT_FOUND } from '#shared/rules/admin.ts';
import { removePosts } from './remove-posts.ts';

export interface DeletedAccount {
  userId: number;
  username: string;
  assessments: number;
  posts: number;
}

export interface DeleteAccountOptions {
  /** Set when the admin deletes someone: recorded in moderation_actions in the same transaction. */
  byAdminId?: number;
}

export async function deleteAccountData(
  db: Db,
  userId: number,
  options: DeleteAccountOptions = {},
): Promise<DeletedAccount> {
  return db.transaction(async (tx) => {
    // Locks the row so a concurrent request of this user (a new post...) waits for the outcome.
    const [user] = await tx
      .execute<{
        id: number;
        username: string;
        role: string;
      }>(sql`select id, username, role from users where id = ${userId} for update`)
      .then((r) => r.rows);
    if (!user) throw notFound(USER_NOT_FOUND);
    // The admin's account is never deleted, whoever asks (the callers say so earlier, in their words).
    if (user.role === 'admin') throw badRequest(ADMIN_MESSAGES.cannotDeleteAdmin);

    await tx.delete(postReports).where(eq(postReports.userId, userId));
    const own = await tx
      .select({ id: discussionPosts.id })
      .from(discussionPosts)
      .where(eq(discussionPosts.userId, userId));
    const removed = await removePosts(
      tx,
      own.map((p) => p.id),
    );
    await tx.delete(discussionBoardMembers).where(eq(discussionBoardMembers.userId, userId));
    const gone = await tx.delete(assessments).where(eq(assessments.userId, userId)).returning({ id: assessments.id });
    await tx.delete(uploads).where(eq(uploads.userId, userId));
    await tx.delete(surveySends).where(eq(surveySends.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    if (options.byAdminId !== undefined) {
      await tx.insert(moderationActions).values({
        adminId: options.byAdminId,
        action: 'delete_user',
        targetType: 'user',
        targetId: userId,
        detail: user.username,
      });
    }
    return { userId, username: user.username, assessments: gone.length, posts: removed.length };
  });
}
