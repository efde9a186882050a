/** Notifications: the list, read state, the bell's count and its live stream, settings, unsubscribe; one line a route. */
import type { FastifyInstance } from 'fastify';
import { route } from '#server/lib/route.ts';
import { notificationEndpoints as api } from '#shared/contracts/notifications.ts';
import { listNotifications } from './list-notifications.ts';
import { markRead } from './mark-read.ts';
import { NotificationStreams } from './notification-streams.ts';
import { unreadCount } from './repository.ts';
import { getSettings, updateSettings } from './settings.ts';
import { unsubscribeSummary } from './unsubscribe.ts';

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { db, database } = app.deps;
  const deps = { db };
  const streams = new NotificationStreams(database, db, (msg, err) => app.log.warn({ err }, msg));

  // RFC 8058: a mail program's one-click unsubscribe is a form post ('List-Unsubscribe=One-Click').
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  route(app, api.listNotifications, ({ user, query }) => listNotifications(deps, user.id, query));
  route(app, api.markNotificationsRead, ({ user, body }) => markRead(deps, user.id, body));
  route(app, api.unreadNotificationCount, async ({ user }) => ({ unread: await unreadCount(db, user.id) }));
  route(app, api.notificationEvents, ({ user, request, reply }) => streams.stream(user.id, request, reply));
  route(app, api.getNotificationSettings, ({ user }) => getSettings(deps, user.id));
  route(app, api.updateNotificationSettings, ({ user, body }) => updateSettings(deps, user.id, body));
  route(app, api.unsubscribeSummary, ({ query }) => unsubscribeSummary(deps, query.token));

  // app.close() waits for open connections: end the streams first, then stop listening.
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', () => streams.close());
}
