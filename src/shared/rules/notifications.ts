/**
 * Notifications (issue 23, docs/decisions/0045): what an owner is told, in which words, how replies
 * fold together, the settings and their defaults, the daily summary e-mail's timing. No Zod.
 */

/** What happened. Replies are folded per thread; the moderation kinds stand alone. */
export const NOTIFICATION_KINDS = ['reply_to_post', 'reply_in_thread', 'post_removed', 'report_handled'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The settings group of each kind: an owner turns 'replies' or 'moderation' on or off per channel. */
export const NOTIFICATION_GROUPS = ['replies', 'moderation'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];
export const groupOf = (kind: NotificationKind): NotificationGroup =>
  kind === 'reply_to_post' || kind === 'reply_in_thread' ? 'replies' : 'moderation';

export const NOTIFICATION_CHANNELS = ['inApp', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type ChannelSettings = Record<NotificationChannel, boolean>;
export type NotificationSettings = Record<NotificationGroup, ChannelSettings>;

/** Everything on until the owner says otherwise (the issue: in app and push on, e-mail summary on). */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  replies: { inApp: true, push: true, email: true },
  moderation: { inApp: true, push: true, email: true },
};

/** Labels on the settings screen. */
export const GROUP_LABELS: Record<NotificationGroup, { title: string; description: string }> = {
  replies: { title: 'Replies', description: 'Someone answers your post, or a conversation you joined.' },
  moderation: {
    title: 'Moderation',
    description: 'A moderator removes your post or reply, or handles something you reported.',
  },
};
export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  inApp: 'In the app',
  push: 'Push on this phone',
  email: 'Daily e-mail summary',
};

/**
 * Replies to one thread fold into its unread notification for as long as it is unread; the phone is
 * buzzed (push) at most once per thread in this window, however many replies arrive.
 */
export const REPLY_FOLD_MINUTES = 5;

/** Notifications a page; the most a page may ask for. */
export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;
/** The most ids one 'mark read' may name. */
export const MARK_READ_MAX_IDS = 100;

/** The summary e-mail: unread notifications at least this old, at most one e-mail in SUMMARY_EVERY_HOURS. */
export const SUMMARY_AFTER_HOURS = 4;
export const SUMMARY_EVERY_HOURS = 24;
/** Owners one housekeeping run e-mails at most (the rest wait for the next run). */
export const SUMMARY_BATCH = 50;
/** Notifications listed in one summary e-mail (the rest are counted). */
export const SUMMARY_LIST_MAX = 10;
/** How long a summary's unsubscribe link keeps working. */
export const UNSUBSCRIBE_LINK_DAYS = 90;

/** Words shown in quotes: the first words of the post a notification is about. */
export const EXCERPT_MAX = 60;
export function excerptOf(content: string, max = EXCERPT_MAX): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Why a moderator removed a post: the most common reason it was reported for, else the general one. */
export const REMOVAL_REASON_GENERAL = 'It did not follow the board’s community guidelines.';
export const removalReasonFor = (reportLabel: string | null) =>
  reportLabel ? `It was reported as “${reportLabel}” and a moderator agreed.` : REMOVAL_REASON_GENERAL;

export type ReportOutcome = 'removed' | 'kept';

/** What one notification says, the same in the app, on the lock screen and in the summary e-mail. */
export interface NotificationText {
  title: string;
  body: string;
}

export interface NotificationFacts {
  kind: NotificationKind;
  count: number;
  excerpt: string;
  actorName: string | null;
  /** post_removed: the reason; report_handled: the outcome. */
  detail: string | null;
  /** post_removed: whether it was a reply. */
  isReply?: boolean;
}

export function describeNotification(n: NotificationFacts): NotificationText {
  const quoted = `“${n.excerpt}”`;
  const who = n.actorName ?? 'Someone';
  switch (n.kind) {
    case 'reply_to_post':
      return n.count > 1
        ? { title: `${n.count} new replies on ${quoted}`, body: `The newest is from ${who}.` }
        : { title: `${who} replied to your post`, body: quoted };
    case 'reply_in_thread':
      return n.count > 1
        ? {
            title: `${n.count} new replies on ${quoted}`,
            body: `A conversation you joined. The newest is from ${who}.`,
          }
        : { title: `${who} replied in a conversation you joined`, body: quoted };
    case 'post_removed':
      return {
        title: `A moderator removed your ${n.isReply ? 'reply' : 'post'}`,
        body: `${quoted}. ${n.detail ?? REMOVAL_REASON_GENERAL}`,
      };
    case 'report_handled':
      return {
        title: 'Your report was handled',
        body:
          n.detail === 'removed'
            ? `Thanks: a moderator removed ${quoted}.`
            : `Thanks: a moderator looked at ${quoted} and kept it.`,
      };
  }
}

/** The accessible name of the header's bell. */
export const bellLabel = (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`);

export const NOTIFICATION_MESSAGES = {
  nothingToMark: 'Please name the notifications to mark as read, or all of them',
  settingsSaved: 'Notification settings saved',
  unsubscribed:
    'You will no longer get the daily summary e-mail. You can turn it back on in your notification settings.',
  unsubscribeLinkUnknown:
    'This unsubscribe link is not valid any more. You can turn the e-mail off in your notification settings.',
} as const;
