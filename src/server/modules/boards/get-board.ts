/** One board with its member count (distinct users who posted) and its post count (posts and replies). */
import { count, countDistinct, eq } from 'drizzle-orm';
import { discussionBoardMembers, discussionPosts } from '#server/db/schema.ts';
import type { BoardDetail } from '#shared/contracts/boards.ts';
import { requireBoard, type BoardDeps } from './repository.ts';

export async function getBoard({ db, catalog }: BoardDeps, boardId: number): Promise<BoardDetail> {
  const board = requireBoard(catalog, boardId);
  const [members] = await db
    .select({ n: countDistinct(discussionBoardMembers.userId) })
    .from(discussionBoardMembers)
    .where(eq(discussionBoardMembers.boardId, board.id));
  const [posts] = await db.select({ n: count() }).from(discussionPosts).where(eq(discussionPosts.boardId, board.id));
  return { ...board, memberCount: members?.n ?? 0, postCount: posts?.n ?? 0 };
}
