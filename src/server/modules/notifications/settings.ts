/**
 * The owner's notification settings per kind and channel (no row: the defaults, everything on), read
 * for many recipients at once by the writers, and the screen's GET / PUT.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { notificationSettings } from '#server/db/schema.ts';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationGroup,
  type NotificationSettings,
} from '#shared/rules/notifications.ts';

type Row = typeof notificationSettings.$inferSelect;

const fromRow = (row: Row | undefined): NotificationSettings =>
  row
    ? {
        replies: { inApp: row.repliesInApp, push: row.repliesPush, email: row.repliesEmail },
        moderation: { inApp: row.moderationInApp, push: row.moderationPush, email: row.moderationEmail },
      }
    : structuredClone(DEFAULT_NOTIFICATION_SETTINGS);

/** The settings of each of these users (defaults for those who never changed them). */
export async function settingsOf(db: Db, userIds: number[]): Promise<Map<number, NotificationSettings>> {
  const ids = [...new Set(userIds)];
  const rows = ids.length
    ? await db.select().from(notificationSettings).where(inArray(notificationSettings.userId, ids))
    : [];
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  return new Map(ids.map((id) => [id, fromRow(byUser.get(id))]));
}

export async function getSettings({ db }: { db: Db }, userId: number): Promise<NotificationSettings> {
  return (await settingsOf(db, [userId])).get(userId)!;
}

export async function updateSettings(
  { db }: { db: Db },
  userId: number,
  s: NotificationSettings,
): Promise<NotificationSettings> {
  const values = {
    repliesInApp: s.replies.inApp,
    repliesPush: s.replies.push,
    repliesEmail: s.replies.email,
    moderationInApp: s.moderation.inApp,
    moderationPush: s.moderation.push,
    moderationEmail: s.moderation.email,
    updatedAt: sql`now()`,
  };
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values })
    .returning();
  return fromRow(row);
}

/** Turns the e-mail summary off for every kind (the unsubscribe link). */
export async function turnEmailOff(db: Db, userId: number): Promise<void> {
  const off = { repliesEmail: false, moderationEmail: false, updatedAt: sql`now()` };
  await db
    .insert(notificationSettings)
    .values({ userId, ...off })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: off });
}

export const wants = (s: NotificationSettings, group: NotificationGroup) => s[group];
