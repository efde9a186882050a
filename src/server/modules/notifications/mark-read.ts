/** Marks some (ids) or all of the owner's notifications read; other people's ids are simply not matched. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { notifications } from '#server/db/schema.ts';
import { announceChange } from './notifier.ts';
import { unreadCount } from './repository.ts';

export async function markRead(
  { db }: { db: Db },
  userId: number,
  which: { ids: number[] } | { all: true },
): Promise<{ unread: number }> {
  await db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          'ids' in which ? inArray(notifications.id, which.ids) : undefined,
        ),
      )
      .returning({ id: notifications.id });
    // Other tabs and devices of the owner update their bell.
    if (marked.length) await announceChange(tx, [userId]);
  });
  return { unread: await unreadCount(db, userId) };
}
