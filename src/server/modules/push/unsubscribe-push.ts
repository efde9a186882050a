/** Turns push notifications off for a device: its subscription goes, if it is the owner's. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { pushSubscriptions } from '#server/db/schema.ts';
import { PUSH_MESSAGES } from '#shared/rules/push.ts';

export async function unsubscribePush(db: Db, userId: number, endpoint: string): Promise<{ message: string }> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return { message: PUSH_MESSAGES.unsubscribed };
}
