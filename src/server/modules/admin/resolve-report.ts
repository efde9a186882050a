/**
 * A moderator or the admin acts on a reported post: 'delete' removes it with its replies and images (and the board
 * hears of it live), 'dismiss' closes its open reports and keeps it. Recorded in moderation_actions.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { discussionPosts, moderationActions, postReports } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { removePosts } from '#server/modules/accounts/index.ts';
import { recordModeration, type Notifier } from '#server/modules/notifications/index.ts';
import { POST_MESSAGES } from '#shared/rules/boards.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';

export async function resolveReport(
  { db, notifier }: { db: Db; notifier: Notifier },
  moderator: PublicUser,
  postId: number,
  action: 'delete' | 'dismiss',
): Promise<{ postId: number; action: 'delete' | 'dismiss' }> {
  const pushes = await db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: discussionPosts.id, content: discussionPosts.content })
      .from(discussionPosts)
      .where(eq(discussionPosts.id, postId))
      .for('update');
    if (!post) throw notFound(POST_MESSAGES.notFound);
    // The author and the reporters hear of it in the same transaction (read before the post goes).
    const told = await recordModeration(tx, { postId: post.id, moderatorId: moderator.id, action });
    if (action === 'delete') await removePosts(tx, [post.id]);
    else {
      await tx
        .update(postReports)
        .set({ resolvedAt: new Date() })
        .where(and(eq(postReports.postId, post.id), isNull(postReports.resolvedAt)));
    }
    await tx.insert(moderationActions).values({
      adminId: moderator.id,
      action: action === 'delete' ? 'delete_post' : 'dismiss_reports',
      targetType: 'post',
      targetId: post.id,
      detail: post.content.slice(0, 80),
    });
    return told;
  });
  notifier.deliver(pushes);
  return { postId, action };
}
