/**
 * Notifications (issue 23, docs/decisions/0045): the owner's list, read state, unread count and its
 * live stream, the settings per kind and channel, and the summary e-mail's one-click unsubscribe.
 */
import { z } from 'zod';
import { endpoint } from './define.ts';
import { queryInt } from './common.ts';
import {
  MARK_READ_MAX_IDS,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_PAGE_DEFAULT,
  NOTIFICATIONS_PAGE_MAX,
} from '#shared/rules/notifications.ts';

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The screen it opens (the post, scrolled to and highlighted), or null when there is nothing left to open. */
  url: z.string().nullable(),
  boardId: z.number().int().nullable(),
  postId: z.number().int().nullable(),
  /** Replies folded into it. */
  count: z.number().int(),
  /** The newest activity in it. */
  updatedAt: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** Pass as `before` for the next (older) page; null when this was the last. */
  nextBefore: z.number().int().nullable(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

const unreadSchema = z.object({ unread: z.number().int() });

const channelsSchema = z.object({ inApp: z.boolean(), push: z.boolean(), email: z.boolean() });
export const notificationSettingsSchema = z.object({ replies: channelsSchema, moderation: channelsSchema });

const markReadSchema = z.union([
  z.object({
    ids: z
      .array(z.number().int().positive(), { message: NOTIFICATION_MESSAGES.nothingToMark })
      .min(1, NOTIFICATION_MESSAGES.nothingToMark)
      .max(MARK_READ_MAX_IDS, `At most ${MARK_READ_MAX_IDS} notifications at a time`),
  }),
  z.object({ all: z.literal(true, { message: NOTIFICATION_MESSAGES.nothingToMark }) }),
]);

const unsubscribeToken = z
  .string({ message: NOTIFICATION_MESSAGES.unsubscribeLinkUnknown })
  .trim()
  .regex(/^[\w-]{20,100}$/, NOTIFICATION_MESSAGES.unsubscribeLinkUnknown);

export const notificationEndpoints = {
  listNotifications: endpoint({
    method: 'GET',
    path: '/api/notifications',
    access: 'user',
    summary: 'My notifications, newest activity first, a page at a time (`before`: the previous page’s nextBefore)',
    tag: 'notifications',
    query: z.object({
      before: queryInt(1, 2_147_483_647, 'before must be a notification id').optional(),
      limit: queryInt(1, NOTIFICATIONS_PAGE_MAX, `limit must be a number from 1 to ${NOTIFICATIONS_PAGE_MAX}`).default(
        NOTIFICATIONS_PAGE_DEFAULT,
      ),
    }),
    status: 200,
    response: notificationPageSchema,
  }),
  markNotificationsRead: endpoint({
    method: 'POST',
    path: '/api/notifications/read',
    access: 'user',
    summary: 'Mark some of my notifications (`ids`) or all of them (`all: true`) as read; answers the unread count',
    tag: 'notifications',
    body: markReadSchema,
    status: 200,
    response: unreadSchema,
  }),
  unreadNotificationCount: endpoint({
    method: 'GET',
    path: '/api/notifications/unread-count',
    access: 'user',
    summary: 'How many of my notifications are unread (the bell)',
    tag: 'notifications',
    status: 200,
    response: unreadSchema,
  }),
  notificationEvents: endpoint({
    method: 'GET',
    path: '/api/notifications/stream',
    access: 'user',
    summary:
      'Server-Sent Events: `data: {"unread": n}` at once and whenever my notifications change (any process); refetch on reconnect',
    tag: 'notifications',
    status: 200,
    response: null,
    binary: 'text/event-stream',
  }),
  getNotificationSettings: endpoint({
    method: 'GET',
    path: '/api/notifications/settings',
    access: 'user',
    summary: 'My notification settings: per kind (replies, moderation) and channel (in app, push, e-mail summary)',
    tag: 'notifications',
    status: 200,
    response: notificationSettingsSchema,
  }),
  updateNotificationSettings: endpoint({
    method: 'PUT',
    path: '/api/notifications/settings',
    access: 'user',
    summary: 'Replace my notification settings',
    tag: 'notifications',
    body: notificationSettingsSchema,
    status: 200,
    response: notificationSettingsSchema,
  }),
  unsubscribeSummary: endpoint({
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    access: 'public',
    summary:
      'One-click unsubscribe from the summary e-mail (RFC 8058: the token in the query, `List-Unsubscribe=One-Click` form body), no sign-in',
    tag: 'notifications',
    query: z.object({ token: unsubscribeToken }),
    body: z.object({ 'List-Unsubscribe': z.string().max(40).optional() }).optional(),
    status: 200,
    response: z.object({ message: z.string() }),
  }),
};
