/** A user reports someone else's post or reply to the admin, once per post; stored in post_reports. */
import { postReports } from '#server/db/schema.ts';
import { AppError, badRequest } from '#server/lib/errors.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { POST_MESSAGES, type ReportReason } from '#shared/rules/boards.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { pgErrorCode, requireBoard, requirePost, type BoardDeps } from './repository.ts';

export async function reportPost(
  { db, catalog }: BoardDeps,
  user: PublicUser,
  boardId: number,
  postId: number,
  reason: ReportReason,
): Promise<{ reported: true }> {
  const board = requireBoard(catalog, boardId);
  const post = await requirePost(db, board.id, postId);
  if (post.userId === user.id) throw badRequest(POST_MESSAGES.ownPost);
  const alreadyReported = new AppError(409, ERROR_CODES.conflict, POST_MESSAGES.alreadyReported);
  const inserted = await db
    .insert(postReports)
    .values({ postId: post.id, userId: user.id, reason })
    .onConflictDoNothing({ target: [postReports.postId, postReports.userId] })
    .returning({ id: postReports.id })
    .catch((err: unknown) => {
      // The post was deleted meanwhile.
      if (pgErrorCode(err) === '23503') throw new AppError(404, ERROR_CODES.notFound, POST_MESSAGES.notFound);
      throw err;
    });
  if (!inserted.length) throw alreadyReported;
  return { reported: true };
}
