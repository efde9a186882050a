/**
 * A new post or reply. The rules are checked before anything is written (content by the contract,
 * the parent here, the image by the photo pipeline); then the post, its image, the author's board
 * membership, the live-update notice and the notifications of a reply are written in one transaction;
 * push deliveries start once it committed.
 */
import { and, eq } from 'drizzle-orm';
import { discussionBoardMembers, discussionPosts } from '#server/db/schema.ts';
import { badRequest } from '#server/lib/errors.ts';
import { processImage, saveImage } from '#server/modules/uploads/index.ts';
import { recordReply, type Notifier } from '#server/modules/notifications/index.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { type Post } from '#shared/contracts/boards.ts';
import { BOARD_NOT_FOUND, POST_MESSAGES } from '#shared/rules/boards.ts';
import { notifyBoardEvent } from './board-events.ts';
import type { PostLimiter } from './post-limiter.ts';
import { loadPost, pgErrorCode, requireBoard, type BoardDeps } from './repository.ts';

export interface NewPost {
  content: string;
  parentId?: number | undefined;
  boardId?: number | undefined;
}

export async function createPost(
  { db, catalog, postLimiter, notifier }: BoardDeps & { postLimiter: PostLimiter; notifier: Notifier },
  user: PublicUser,
  boardId: number,
  input: NewPost,
  imageBytes: Buffer | null,
): Promise<Post> {
  const board = requireBoard(catalog, boardId);
  if (input.boardId !== undefined && input.boardId !== board.id) throw badRequest(BOARD_NOT_FOUND);
  const parentId = input.parentId ?? null;
  if (parentId !== null) {
    const [parent] = await db
      .select({ parentId: discussionPosts.parentId })
      .from(discussionPosts)
      .where(and(eq(discussionPosts.id, parentId), eq(discussionPosts.boardId, board.id)))
      .limit(1);
    if (!parent) throw badRequest(POST_MESSAGES.parentNotFound);
    if (parent.parentId !== null) throw badRequest(POST_MESSAGES.replyToReply);
  }
  // Counted before the image is decoded, so a flood of uploads is stopped before the costly part.
  await postLimiter.consume(user.id);
  const image = imageBytes ? await processImage(imageBytes) : null;
  const { id, pushes } = await db
    .transaction(async (tx) => {
      const imageUrl = image ? await saveImage(tx, image, user.id) : null;
      const [row] = await tx
        .insert(discussionPosts)
        .values({ boardId: board.id, userId: user.id, parentId, content: input.content, imageUrl })
        .returning({ id: discussionPosts.id });
      await tx
        .insert(discussionBoardMembers)
        .values({ boardId: board.id, userId: user.id })
        .onConflictDoNothing({ target: [discussionBoardMembers.boardId, discussionBoardMembers.userId] });
      await notifyBoardEvent(tx, { boardId: board.id, type: 'post-created', postId: row!.id, parentId });
      // The people this reply concerns hear of it in the same transaction (nothing acknowledged is lost).
      const pushes =
        parentId === null
          ? []
          : await recordReply(tx, { boardId: board.id, threadId: parentId, replyId: row!.id, authorId: user.id });
      return { id: row!.id, pushes };
    })
    .catch((err: unknown) => {
      // The parent was deleted between the check and the insert.
      if (parentId !== null && pgErrorCode(err) === '23503') throw badRequest(POST_MESSAGES.parentNotFound);
      throw err;
    });
  notifier.deliver(pushes);
  return loadPost(db, board, id, user.id);
}
