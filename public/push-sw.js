/*
 * Web Push in the service worker (docs/decisions/0047-web-push.md), loaded by the generated worker
 * (vite.config.ts: workbox.importScripts), which keeps its own caching. `push` shows the message the
 * server sent ({ title, body, url, tag }); `notificationclick` brings an open PawType window to the
 * front on the page the notification is about, or opens one.
 */
/* global self, URL */

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'PawType';
  const url = typeof data.url === 'string' && data.url ? data.url : '/';
  const tag = typeof data.tag === 'string' && data.tag ? data.tag : undefined;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag,
      renotify: Boolean(tag),
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const given = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  // Only PawType's own pages: a message never sends the owner elsewhere.
  const target = given.origin === self.location.origin ? given.href : new URL('/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        try {
          if ('navigate' in focused) {
            await focused.navigate(target);
            return;
          }
        } catch {
          // Not controlled by this worker yet: open a window instead.
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
