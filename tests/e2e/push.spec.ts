/**
 * Push notifications at 390x844 (issue 23; docs/decisions/0047-web-push.md).
 *
 * The control on the account screen: headless Chromium here has no push service it can reach (no
 * network; pushManager.subscribe needs Google's), so these tests put a stand-in PushManager, service
 * worker registration and Notification permission in the page (addInitScript) and check what the
 * control does with them: it asks nothing on load, asks for permission only on the tap, subscribes
 * with the server's VAPID key and POSTs the subscription to the real server, turns off with a DELETE,
 * and says so when notifications are blocked or the browser has no push at all.
 *
 * The service worker itself is real in the last test: it registers, keeps its precache, and shows the
 * notification for a push message delivered through the DevTools protocol.
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const OFFER = 'Get a notification on this phone when someone replies to you or a moderator acts on your post.';

/** The screen around the control, under SCREENS_DIR when set (for looking at it), else in the test's output. */
async function shot(control: Locator, name: string): Promise<void> {
  const dir = process.env.SCREENS_DIR;
  await control.scrollIntoViewIfNeeded();
  await control
    .page()
    .screenshot({ path: dir ? path.join(dir, `${name}.png`) : test.info().outputPath(`${name}.png`) });
}

interface PushStub {
  permission: NotificationPermission;
  nextPermission: NotificationPermission;
  asked: number;
  key: number[] | null;
  subscribed: boolean;
  unsubscribed: number;
  endpoint: string;
}

/** A browser with push, through stand-ins the test can read (window.__push). */
async function stubPush(page: Page, options: { supported?: boolean; nextPermission?: NotificationPermission } = {}) {
  await page.addInitScript(
    ({ supported, nextPermission }) => {
      if (!supported) {
        // A browser without the Push API (an iPhone's Safari before the app is installed).
        delete (window as { PushManager?: unknown }).PushManager;
        return;
      }
      // Kept in sessionStorage, as a browser keeps its permission and subscription across a reload.
      const saved = JSON.parse(sessionStorage.getItem('push-stub') ?? 'null') as {
        permission: NotificationPermission;
        subscribed: boolean;
        endpoint: string;
      } | null;
      const state = {
        permission: saved?.permission ?? ('default' as NotificationPermission),
        nextPermission,
        asked: 0,
        key: null as number[] | null,
        subscribed: saved?.subscribed ?? false,
        unsubscribed: 0,
        endpoint: saved?.endpoint ?? `https://8.8.8.8/push/e2e-${Math.random().toString(36).slice(2)}`,
      };
      const save = () =>
        sessionStorage.setItem(
          'push-stub',
          JSON.stringify({ permission: state.permission, subscribed: state.subscribed, endpoint: state.endpoint }),
        );
      (window as unknown as { __push: typeof state }).__push = state;
      const p256dh = `B${'A'.repeat(86)}`;
      const subscription = {
        get endpoint() {
          return state.endpoint;
        },
        expirationTime: null,
        toJSON: () => ({ endpoint: state.endpoint, expirationTime: null, keys: { p256dh, auth: 'A'.repeat(22) } }),
        unsubscribe: async () => {
          state.subscribed = false;
          state.unsubscribed += 1;
          save();
          return true;
        },
      };
      const pushManager = {
        getSubscription: async () => (state.subscribed ? subscription : null),
        subscribe: async (options: { applicationServerKey: Uint8Array }) => {
          state.key = [...new Uint8Array(options.applicationServerKey)];
          state.subscribed = true;
          save();
          return subscription;
        },
      };
      const registration = { pushManager, scope: '/' };
      Object.defineProperty(window, 'PushManager', { value: function PushManager() {}, configurable: true });
      Object.defineProperty(window, 'Notification', {
        configurable: true,
        value: {
          get permission() {
            return state.permission;
          },
          requestPermission: async () => {
            state.asked += 1;
            state.permission = state.nextPermission;
            save();
            return state.permission;
          },
        },
      });
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: {
          ready: Promise.resolve(registration),
          getRegistration: async () => registration,
          register: async () => registration,
          addEventListener: () => {},
          removeEventListener: () => {},
          controller: null,
        },
      });
    },
    { supported: options.supported ?? true, nextPermission: options.nextPermission ?? 'granted' },
  );
}

const stub = (page: Page) => page.evaluate(() => (window as unknown as { __push: PushStub }).__push);

test('turns push on only when tapped, with the server key, and off again', async ({ page, owner }) => {
  void owner;
  await stubPush(page);
  await page.goto('/account/notifications');
  const control = page.getByRole('region', { name: 'Push notifications' });
  await expect(control.getByText(OFFER)).toBeVisible();
  const turnOn = control.getByRole('button', { name: 'Turn on notifications' });
  await expect(turnOn).toBeVisible();
  // Nothing is asked on page load.
  expect((await stub(page)).asked).toBe(0);
  await expectAccessible(page, 'push control off');
  for (const width of [320, 390, 430]) {
    await page.setViewportSize({ width, height: 844 });
    await shot(control, `push-off-${width}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
  );
  await turnOn.click();
  expect((await saved).status()).toBe(201);
  await expect(control.getByRole('status')).toHaveText('Push notifications are on for this device.');
  const after = await stub(page);
  expect(after.asked).toBe(1);
  const { publicKey } = (await (await page.request.get('/api/push/public-key')).json()) as { publicKey: string };
  expect(Buffer.from(after.key!).toString('base64url')).toBe(publicKey);
  const posted = JSON.parse((await saved).request().postData()!) as { endpoint: string; keys: object };
  expect(posted.endpoint).toBe(after.endpoint);
  await expectAccessible(page, 'push control on');
  for (const width of [320, 390, 430]) {
    await page.setViewportSize({ width, height: 844 });
    await shot(control, `push-on-${width}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });

  // A reload finds the subscription and shows it on, still without asking.
  await page.reload();
  await expect(control.getByRole('button', { name: 'Turn off notifications' })).toBeVisible();

  const removed = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE',
  );
  await control.getByRole('button', { name: 'Turn off notifications' }).click();
  expect((await removed).status()).toBe(200);
  await expect(control.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  expect((await stub(page)).unsubscribed).toBe(1);
});

test('says so when notifications are blocked', async ({ page, owner }) => {
  void owner;
  await stubPush(page, { nextPermission: 'denied' });
  await page.goto('/account/notifications');
  const control = page.getByRole('region', { name: 'Push notifications' });
  await control.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(control.getByText(/Notifications are blocked for PawType on this device/)).toBeVisible();
  await expect(control.getByRole('button')).toHaveCount(0);
  await shot(control, `push-denied-390`);
});

test('says so when the browser has no push', async ({ page, owner }) => {
  void owner;
  await stubPush(page, { supported: false });
  await page.goto('/account/notifications');
  const control = page.getByRole('region', { name: 'Push notifications' });
  await expect(control.getByText(/This browser cannot show push notifications/)).toBeVisible();
  await expect(control.getByRole('button')).toHaveCount(0);
  await page.setViewportSize({ width: 320, height: 844 });
  await shot(control, `push-unsupported-320`);
});

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('shows a pushed notification and keeps its precache', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    const cdp = await context.newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
      for (const r of list) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => registrations.get(`${baseURL}/`)).toBeTruthy();
    // The generated worker's precache is still there.
    await expect
      .poll(() => page.evaluate(async () => (await caches.keys()).some((k) => k.includes('precache'))))
      .toBe(true);

    const message = {
      title: 'New reply on "Thumping at night"',
      body: 'Sam replied',
      url: '/archetype-library',
      tag: 't-1',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL!,
      registrationId: registrations.get(`${baseURL}/`)!,
      data: JSON.stringify(message),
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            data: n.data as unknown,
          })),
        ),
      )
      .toEqual([{ title: message.title, body: message.body, tag: message.tag, data: { url: message.url } }]);
  });
});
