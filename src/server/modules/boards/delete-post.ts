/**
 * Deletes a post with its replies, or one reply: by its author, or by a moderator or the admin, whose
 * deletion of someone else's post is recorded as a moderation action. The rows, every stored image
 * of them and the live-update notice go in one transaction.
 */
import { eq, inArray, or } from 'drizzle-orm';
import { discussionPosts, moderationActions, uploads } from '#server/db/schema.ts';
import { forbidden } from '#server/lib/errors.ts';
import { keyFromImageUrl } from '#server/modules/uploads/index.ts';
import { recordModeration, type Notifier } from '#server/modules/notifications/index.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { hasRole } from '#shared/roles.ts';
import { POST_MESSAGES } from '#shared/rules/boards.ts';
import { notifyBoardEvent } from './board-events.ts';
import { requireBoard, requirePost, type BoardDeps } from './repository.ts';

export async function deletePost(
  { db, catalog, notifier }: BoardDeps & { notifier: Notifier },
  user: PublicUser,
  boardId: number,
  postId: number,
) {
  const board = requireBoard(catalog, boardId);
  const post = await requirePost(db, board.id, postId);
  const moderating = post.userId !== user.id;
  if (moderating && !hasRole(user, 'moderator')) throw forbidden(POST_MESSAGES.notAuthor);
  const pushes = await db.transaction(async (tx) => {
    // The author (and anyone whose report this settles) hears of a moderator's removal, read before it goes.
    const told = moderating
      ? await recordModeration(tx, { postId: post.id, moderatorId: user.id, action: 'delete' })
      : [];
    // The post and its replies, with the images they carry (replies go by the foreign key's cascade).
    const doomed = await tx
      .select({ imageUrl: discussionPosts.imageUrl })
      .from(discussionPosts)
      .where(or(eq(discussionPosts.id, post.id), eq(discussionPosts.parentId, post.id)));
    await tx.delete(discussionPosts).where(eq(discussionPosts.id, post.id));
    const keys = doomed.map((d) => keyFromImageUrl(d.imageUrl)).filter((k): k is string => k !== null);
    if (keys.length) await tx.delete(uploads).where(inArray(uploads.key, keys));
    if (moderating) {
      await tx.insert(moderationActions).values({
        adminId: user.id,
        action: 'delete_post',
        targetType: post.parentId === null ? 'post' : 'reply',
        targetId: post.id,
        detail: post.content.slice(0, 80),
      });
    }
    await notifyBoardEvent(tx, {
      boardId: board.id,
      type: 'post-deleted',
      postId: post.id,
      parentId: post.parentId,
    });
    return told;
  });
  notifier.deliver(pushes);
}
