/**
 * Removes posts and replies with everything hanging off them (their replies, reports and stored
 * images), inside the caller's transaction, and tells each board's live listeners (NOTIFY on
 * `board_events`, delivered when the transaction commits). Shared by the admin's moderation and by
 * account deletion.
 */
import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { discussionPosts, uploads } from '#server/db/schema.ts';
import { keyFromImageUrl } from '#server/modules/uploads/index.ts';

export const BOARD_EVENTS_CHANNEL = 'board_events';

export interface RemovedPost {
  id: number;
  boardId: number;
  parentId: number | null;
}

/** Deletes the posts with these ids and every reply under them; answers what was removed. */
export async function removePosts(tx: Db, postIds: number[]): Promise<RemovedPost[]> {
  if (postIds.length === 0) return [];
  const rows = await tx
    .select({
      id: discussionPosts.id,
      boardId: discussionPosts.boardId,
      parentId: discussionPosts.parentId,
      imageUrl: discussionPosts.imageUrl,
    })
    .from(discussionPosts)
    .where(or(inArray(discussionPosts.id, postIds), inArray(discussionPosts.parentId, postIds)));
  if (rows.length === 0) return [];
  const keys = rows.map((r) => keyFromImageUrl(r.imageUrl)).filter((k): k is string => k !== null);
  // Images of these posts go with them, whoever uploaded them (a reply's author included).
  if (keys.length) await tx.delete(uploads).where(inArray(uploads.key, keys));
  await tx.delete(discussionPosts).where(
    inArray(
      discussionPosts.id,
      rows.map((r) => r.id),
    ),
  );
  const removedIds = new Set(rows.map((r) => r.id));
  // One event per thing a board shows: a post (its replies go with it), or a reply whose post stays.
  for (const r of rows) {
    if (r.parentId !== null && removedIds.has(r.parentId)) continue;
    const payload = JSON.stringify({ boardId: r.boardId, type: 'post-deleted', postId: r.id, parentId: r.parentId });
    await tx.execute(sql`select pg_notify(${BOARD_EVENTS_CHANNEL}, ${payload})`);
  }
  return rows.map(({ id, boardId, parentId }) => ({ id, boardId, parentId }));
}
