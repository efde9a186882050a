/**
 * The daily summary e-mail (a housekeeping job, so one process at a time does it): an owner with a
 * confirmed address, the e-mail channel on, and unread notifications at least SUMMARY_AFTER_HOURS old
 * with something new since their last summary gets one e-mail listing them, at most one in
 * SUMMARY_EVERY_HOURS. Each e-mail carries a one-click unsubscribe link (RFC 8058 headers too) that
 * needs no sign-in.
 *
 * At most once: the owner is marked summarized in the run's transaction, and the e-mails leave after
 * it commits; an e-mail that fails is logged and not retried until the next day.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { notificationUnsubscribeTokens } from '#server/db/schema.ts';
import { type Mail, type Mailer, renderEmail } from '#server/modules/mail/index.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';
import {
  describeNotification,
  SUMMARY_AFTER_HOURS,
  SUMMARY_BATCH,
  SUMMARY_EVERY_HOURS,
  SUMMARY_LIST_MAX,
  UNSUBSCRIBE_LINK_DAYS,
  type NotificationKind,
} from '#shared/rules/notifications.ts';

export const hashUnsubscribeToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

type Candidate = {
  id: number;
  to: string;
  name: string | null;
  replies_email: boolean;
  moderation_email: boolean;
};

type Unread = {
  kind: NotificationKind;
  count: number;
  excerpt: string;
  actor_name: string | null;
  detail: string | null;
  is_reply: boolean;
};

const REPLY_KINDS = sql`('reply_to_post', 'reply_in_thread')`;

/** Which unread notifications an owner's e-mail settings let into the summary. */
const emailable = (replies: unknown, moderation: unknown) =>
  sql`((n.kind in ${REPLY_KINDS} and ${replies}) or (n.kind not in ${REPLY_KINDS} and ${moderation}))`;

export function summaryEmail(
  owner: { to: string; name: string | null },
  publicUrl: string,
  items: Unread[],
  total: number,
  token: string,
): Mail {
  const unsubscribeUrl = `${publicUrl}${clientPaths.unsubscribe}?token=${token}`;
  const lines = items.map((n) => {
    const t = describeNotification({
      kind: n.kind,
      count: Number(n.count),
      excerpt: n.excerpt,
      actorName: n.actor_name,
      detail: n.detail,
      isReply: n.is_reply,
    });
    return `• ${t.title}: ${t.body}`;
  });
  const more = total - items.length;
  const text = renderEmail(`Hi ${owner.name?.trim() || 'there'},`, {
    intro: [
      total === 1
        ? 'While you were away, this happened on PawType:'
        : `While you were away, ${total} things happened on PawType:`,
      ...lines,
      ...(more > 0 ? [`…and ${more} more.`] : []),
    ],
    action: { label: 'See your notifications', url: `${publicUrl}${clientPaths.notifications}` },
    outro: [
      `We send at most one of these a day, only when something is waiting for you. Don’t want them? Unsubscribe with one click: ${unsubscribeUrl}`,
    ],
    footer:
      'You received this summary because e-mail notifications are on for your PawType account. Change them under Account, Notifications.',
  });
  return {
    to: owner.to,
    subject: total === 1 ? 'You have a new notification on PawType' : `You have ${total} new notifications on PawType`,
    ...text,
    headers: {
      // RFC 8058: mail programs POST 'List-Unsubscribe=One-Click' to this address, no sign-in.
      'List-Unsubscribe': `<${publicUrl}/api/notifications/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export interface SummaryRun {
  count: number;
  afterCommit?: () => Promise<void>;
}

/**
 * Picks the owners due a summary (at most `limit`), marks them summarized and stores their unsubscribe
 * tokens inside `tx`; the returned afterCommit sends the e-mails. The housekeeping asks first whether
 * e-mail can be sent at all (no transport or no PUBLIC_URL: the job is skipped and nobody is marked).
 */
export async function prepareSummaries(tx: Db, mailer: Mailer, limit = SUMMARY_BATCH): Promise<SummaryRun> {
  const publicUrl = mailer.publicUrl;
  if (!publicUrl) return { count: 0 };
  const replies = sql`coalesce(s.replies_email, true)`;
  const moderation = sql`coalesce(s.moderation_email, true)`;
  const due = (
    await tx.execute<Candidate>(sql`
      select u.id, coalesce(u.email, u.username) as "to", u.name,
        ${replies} as replies_email, ${moderation} as moderation_email
      from users u
      left join notification_settings s on s.user_id = u.id
      where u.email_confirmed_at is not null
        and (${replies} or ${moderation})
        and (s.last_summary_at is null or s.last_summary_at < now() - make_interval(hours => ${SUMMARY_EVERY_HOURS}))
        and exists (
          select 1 from notifications n
          where n.user_id = u.id and n.read_at is null
            and n.created_at < now() - make_interval(hours => ${SUMMARY_AFTER_HOURS})
            and n.updated_at > coalesce(s.last_summary_at, '-infinity'::timestamptz)
            and ${emailable(replies, moderation)})
      order by u.id
      limit ${limit}`)
  ).rows;
  if (!due.length) return { count: 0 };
  const mails: Mail[] = [];
  for (const owner of due) {
    const ownerId = Number(owner.id);
    const items = (
      await tx.execute<Unread & { total: number }>(sql`
        select n.kind, n.count, n.excerpt, n.actor_name, n.detail, n.is_reply, count(*) over () as total
        from notifications n
        where n.user_id = ${ownerId} and n.read_at is null
          and ${emailable(owner.replies_email, owner.moderation_email)}
        order by n.id desc
        limit ${SUMMARY_LIST_MAX}`)
    ).rows;
    const token = crypto.randomBytes(32).toString('base64url');
    await tx.insert(notificationUnsubscribeTokens).values({ tokenHash: hashUnsubscribeToken(token), userId: ownerId });
    await tx.execute(sql`
      insert into notification_settings (user_id, last_summary_at) values (${ownerId}, now())
      on conflict (user_id) do update set last_summary_at = now()`);
    mails.push(summaryEmail(owner, publicUrl, items, Number(items[0]?.total ?? items.length), token));
  }
  return {
    count: mails.length,
    afterCommit: async () => {
      for (const mail of mails) mailer.sendLater(mail, 'notification summary');
      await mailer.idle();
    },
  };
}

/** Housekeeping: unsubscribe links older than UNSUBSCRIBE_LINK_DAYS, at most `limit`. */
export const expiredUnsubscribeTokens = (limit: number) =>
  sql`delete from ${notificationUnsubscribeTokens} where ${notificationUnsubscribeTokens.tokenHash} in (
    select ${notificationUnsubscribeTokens.tokenHash} from ${notificationUnsubscribeTokens}
    where ${notificationUnsubscribeTokens.createdAt} < now() - make_interval(days => ${UNSUBSCRIBE_LINK_DAYS})
    order by ${notificationUnsubscribeTokens.createdAt} limit ${limit})`;
