/**
 * Turns push notifications on for a device: its endpoint must pass the SSRF rule (./address-guard.ts),
 * then the subscription is saved for the signed-in owner (a device that was someone else's moves to
 * them) and the owner's oldest subscriptions past PUSH_SUBSCRIPTIONS_PER_USER are dropped.
 */
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { pushSubscriptions } from '#server/db/schema.ts';
import { badRequest } from '#server/lib/errors.ts';
import type { PushSubscriptionInput } from '#shared/contracts/push.ts';
import { PUSH_MESSAGES, PUSH_SUBSCRIPTIONS_PER_USER } from '#shared/rules/push.ts';
import { PushAddressError, checkEndpoint } from './address-guard.ts';

export async function subscribePush(
  deps: { db: Db; allowPrivate: boolean },
  userId: number,
  input: PushSubscriptionInput,
): Promise<{ message: string }> {
  try {
    await checkEndpoint(input.endpoint, deps.allowPrivate);
  } catch (err) {
    if (err instanceof PushAddressError) throw badRequest(err.message);
    throw err;
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          createdAt: sql`now()`,
          lastSuccessAt: null,
        },
      });
    const keep = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_PER_USER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
  });
  return { message: PUSH_MESSAGES.subscribed };
}
