/**
 * The summary e-mail's unsubscribe link, without signing in: the token (only its hash is stored) names
 * the owner, and the e-mail channel is turned off for every kind. Works as often as it is used while
 * the link lasts (a second click changes nothing); an unknown or expired link says where to go instead.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { notificationUnsubscribeTokens } from '#server/db/schema.ts';
import { AppError } from '#server/lib/errors.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { NOTIFICATION_MESSAGES } from '#shared/rules/notifications.ts';
import { turnEmailOff } from './settings.ts';
import { hashUnsubscribeToken } from './summary-email.ts';

export async function unsubscribeSummary({ db }: { db: Db }, token: string): Promise<{ message: string }> {
  const [link] = await db
    .select({ userId: notificationUnsubscribeTokens.userId })
    .from(notificationUnsubscribeTokens)
    .where(eq(notificationUnsubscribeTokens.tokenHash, hashUnsubscribeToken(token)))
    .limit(1);
  if (!link) throw new AppError(404, ERROR_CODES.notFound, NOTIFICATION_MESSAGES.unsubscribeLinkUnknown);
  await turnEmailOff(db, link.userId);
  return { message: NOTIFICATION_MESSAGES.unsubscribed };
}
