/** The owner's notifications, newest activity first (a folded thread's id is renewed on each reply). */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { notifications } from '#server/db/schema.ts';
import type { NotificationPage } from '#shared/contracts/notifications.ts';
import { toItem, unreadCount } from './repository.ts';

export async function listNotifications(
  { db }: { db: Db },
  userId: number,
  page: { before?: number | undefined; limit: number },
): Promise<NotificationPage> {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), page.before !== undefined ? lt(notifications.id, page.before) : undefined),
    )
    .orderBy(desc(notifications.id))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const items = rows.slice(0, page.limit).map(toItem);
  return { items, nextBefore: more ? items.at(-1)!.id : null, unread: await unreadCount(db, userId) };
}
