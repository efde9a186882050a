/** Board and post reads shared by the board use cases; posts leave here in the contract's shape. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { discussionPosts, users } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import type { Catalog, BoardRow } from '#server/modules/catalog/index.ts';
import { type Post } from '#shared/contracts/boards.ts';
import { BOARD_NOT_FOUND, POST_MESSAGES } from '#shared/rules/boards.ts';

export interface BoardDeps {
  db: Db;
  catalog: Catalog;
}

export function requireBoard(catalog: Catalog, boardId: number): BoardRow {
  const board = catalog.boards.find((b) => b.id === boardId);
  if (!board) throw notFound(BOARD_NOT_FOUND);
  return board;
}

export type PostRow = typeof discussionPosts.$inferSelect;

/** A post of this board (or 404 'Post not found'). */
export async function requirePost(db: Db, boardId: number, postId: number): Promise<Omit<PostRow, 'search'>> {
  const [row] = await db
    .select(postColumns)
    .from(discussionPosts)
    .where(and(eq(discussionPosts.id, postId), eq(discussionPosts.boardId, boardId)))
    .limit(1);
  if (!row) throw notFound(POST_MESSAGES.notFound);
  return row;
}

/** Every column but the search vector, which never leaves the database. */
export const postColumns = {
  id: discussionPosts.id,
  boardId: discussionPosts.boardId,
  userId: discussionPosts.userId,
  parentId: discussionPosts.parentId,
  content: discussionPosts.content,
  imageUrl: discussionPosts.imageUrl,
  createdAt: discussionPosts.createdAt,
  updatedAt: discussionPosts.updatedAt,
};

/** A post row with its author's display name: the name, else the username. */
export const postWithAuthorColumns = {
  ...postColumns,
  userName: sql<string>`coalesce(nullif(btrim(${users.name}), ''), ${users.username})`,
};

/** Posts with their author's display name; the caller adds the filter and order. */
export const selectPostsWithAuthors = (db: Db) =>
  db.select(postWithAuthorColumns).from(discussionPosts).innerJoin(users, eq(users.id, discussionPosts.userId));

export type PostWithAuthor = Omit<PostRow, 'search'> & { userName: string };

/**
 * The pet name shown beside each author: their newest pet of the board's archetype, else their
 * newest pet, else none. One query for any number of authors.
 */
export async function petNamesOf(db: Db, archetypeId: number, userIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Map();
  const rows = await db.execute<{ user_id: number; pet_name: string }>(sql`
    select distinct on (user_id) user_id, pet_name
    from assessments
    where user_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by user_id, (archetype_id = ${archetypeId}) desc, date desc, id desc`);
  return new Map(rows.rows.map((r) => [Number(r.user_id), r.pet_name]));
}

export function toPost(
  row: PostWithAuthor,
  viewerId: number,
  petNames: Map<number, string>,
  replies: Post[] = [],
): Post {
  return {
    id: row.id,
    content: row.content,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
    userName: row.userName,
    petName: petNames.get(row.userId) ?? null,
    isCurrentUser: row.userId === viewerId,
    parentId: row.parentId,
    replies,
  };
}

/** One post as the board shows it (its replies too, for a top-level post). */
export async function loadPost(db: Db, board: BoardRow, postId: number, viewerId: number): Promise<Post> {
  const rows = await selectPostsWithAuthors(db)
    .where(
      and(
        eq(discussionPosts.boardId, board.id),
        sql`(${discussionPosts.id} = ${postId} or ${discussionPosts.parentId} = ${postId})`,
      ),
    )
    .orderBy(discussionPosts.id);
  const post = rows.find((r) => r.id === postId);
  if (!post) throw notFound(POST_MESSAGES.notFound);
  const petNames = await petNamesOf(
    db,
    board.archetypeId,
    rows.map((r) => r.userId),
  );
  const replies = rows.filter((r) => r.parentId === postId).map((r) => toPost(r, viewerId, petNames));
  return toPost(post, viewerId, petNames, replies);
}

/** The SQLSTATE of a database error (drizzle wraps the driver's error in `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as never, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}
