/** Notification reads shared by the use cases: the unread count and the contract's shape of a row. */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { notifications } from '#server/db/schema.ts';
import type { NotificationItem } from '#shared/contracts/notifications.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { describeNotification } from '#shared/rules/notifications.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Where a notification leads: the post (scrolled to, highlighted) when it still exists, else its board. */
export function urlOf(row: Pick<NotificationRow, 'boardId' | 'threadId' | 'postId'>): string | null {
  if (row.boardId === null) return null;
  if (row.threadId !== null) return clientPaths.discussionPost(row.boardId, row.threadId, row.postId ?? row.threadId);
  return clientPaths.discussionBoard(row.boardId);
}

export function toItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    kind: row.kind,
    ...describeNotification(row),
    url: urlOf(row),
    boardId: row.boardId,
    postId: row.postId,
    count: row.count,
    updatedAt: row.updatedAt.toISOString(),
    read: row.readAt !== null,
  };
}
