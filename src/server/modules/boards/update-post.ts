/**
 * The author edits a post (not a reply): new text, a new image in place of the old one, or
 * removeImage 'true'. The old image's bytes go in the same transaction as the change.
 */
import { eq, sql } from 'drizzle-orm';
import { discussionPosts } from '#server/db/schema.ts';
import { forbidden } from '#server/lib/errors.ts';
import { deleteImage, processImage, saveImage } from '#server/modules/uploads/index.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { type Post } from '#shared/contracts/boards.ts';
import { POST_MESSAGES } from '#shared/rules/boards.ts';
import { notifyBoardEvent } from './board-events.ts';
import { loadPost, requireBoard, requirePost, type BoardDeps } from './repository.ts';

export interface PostChanges {
  content: string;
  removeImage?: 'true' | 'false' | undefined;
}

export async function updatePost(
  { db, catalog }: BoardDeps,
  user: PublicUser,
  boardId: number,
  postId: number,
  changes: PostChanges,
  imageBytes: Buffer | null,
): Promise<Post> {
  const board = requireBoard(catalog, boardId);
  const post = await requirePost(db, board.id, postId);
  if (post.userId !== user.id) throw forbidden(POST_MESSAGES.notAuthor);
  if (post.parentId !== null) throw forbidden(POST_MESSAGES.repliesNotEditable);
  const image = imageBytes ? await processImage(imageBytes) : null;
  await db.transaction(async (tx) => {
    let imageUrl = post.imageUrl;
    if (image) imageUrl = await saveImage(tx, image, user.id);
    else if (changes.removeImage === 'true') imageUrl = null;
    if (imageUrl !== post.imageUrl) await deleteImage(tx, post.imageUrl, post.userId);
    await tx
      .update(discussionPosts)
      .set({ content: changes.content, imageUrl, updatedAt: sql`now()` })
      .where(eq(discussionPosts.id, post.id));
    await notifyBoardEvent(tx, { boardId: board.id, type: 'post-updated', postId: post.id, parentId: null });
  });
  return loadPost(db, board, post.id, user.id);
}
