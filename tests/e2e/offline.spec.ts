/**
 * Offline is not a logout (issue 22, docs/decisions/0049): a signed-in owner who loses the network keeps
 * the screen on view and its data, sees a calm notice, and an action that needs the server says so; back
 * online the notice goes and the screen's data is fetched again. A server that fails the session check
 * (503) shows an error with a retry, never the Welcome page.
 * E2E_SCREENSHOTS=<dir> saves the screens at 320, 390 and 430 px wide.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, toasts } from './fixtures';
import { createAssessment, test } from './assessment-data';
import { CONNECTION_MESSAGES } from '#shared/rules/connection.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [320, 390, 430]) {
    await page.setViewportSize({ width, height: 844 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

const notice = (page: Page) => page.getByRole('status').filter({ hasText: CONNECTION_MESSAGES.offlineNotice });
const offlineAction = CONNECTION_MESSAGES.offlineAction;

/** The next GET whose path starts with `path` (a refetch after coming back online). */
const nextGet = (page: Page, path: string) =>
  page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname.startsWith(path), { timeout: 10_000 });

/**
 * As an installed app: the service worker (which Playwright blocks elsewhere, as page.route cannot see
 * what it serves) precaches the app's code, so screens, dialogs and the shell itself open offline.
 */
async function withServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => null));
  // The worker controls the pages loaded after it was activated (it does not claim the open one).
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test.describe('as an installed app (service worker)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('home offline: the screen stays, a calm notice, a delete says why; back online the notice goes and home refetches', async ({
    page,
    returningOwner: owner,
  }) => {
    await createAssessment(page.request, { petName: 'Rex', petTypeId: 1 });
    await page.goto('/');
    const welcome = page.getByRole('heading', { name: `Welcome back, ${owner.name}!` });
    await expect(welcome).toBeVisible();
    await withServiceWorker(page);
    const rex = page.locator('main li').filter({ hasText: 'Rex' });
    await expect(rex).toBeVisible();
    await expect(notice(page)).toHaveCount(0);

    await page.context().setOffline(true);
    await expect(notice(page)).toBeVisible();
    // A focus refetch (and the 10 s freshness passing) while offline: the screen stays, signed in.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/$/);
    await expect(welcome).toBeVisible();
    await expect(rex).toBeVisible();
    await shots(page, 'offline-home');
    await expectAccessible(page, 'home offline');

    // An action that needs the server says so, in words.
    await rex.getByRole('button', { name: "Delete Rex's assessment" }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('Failed to delete assessment')).toBeVisible();
    await expect(toasts(page).getByText(offlineAction)).toBeVisible();
    await shots(page, 'offline-home-action');
    await expect(rex).toBeVisible();

    // Back online: the notice goes and the screen's data is fetched again.
    const refetch = nextGet(page, '/api/');
    await page.context().setOffline(false);
    await refetch;
    await expect(notice(page)).toHaveCount(0);
    await expect(welcome).toBeVisible();
  });

  test('a board offline: the posts stay, posting says why; back online the board is fetched again', async ({
    page,
    returningOwner: _owner,
  }) => {
    await page.goto('/discussion-board/6');
    const composer = page.getByRole('form', { name: 'New post' });
    await expect(composer).toBeVisible();
    await withServiceWorker(page);
    await expect(composer).toBeVisible();
    await page.context().setOffline(true);
    await expect(notice(page)).toBeVisible();
    await composer.getByLabel('Start a conversation').fill('Written on the train');
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(toasts(page).getByText(offlineAction)).toBeVisible();
    await expect(page).toHaveURL(/\/discussion-board\/6$/);
    await expect(composer).toBeVisible();
    // What was typed is still there to send later.
    await expect(composer.getByLabel('Start a conversation')).toHaveValue('Written on the train');
    await shots(page, 'offline-board');

    const refetch = nextGet(page, '/api/discussion-boards/6');
    await page.context().setOffline(false);
    await refetch;
    await expect(notice(page)).toHaveCount(0);
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(toasts(page).getByText('Post created')).toBeVisible();
  });

  test('results offline: the result stays, a rename says why; back online the result is fetched again', async ({
    page,
    returningOwner: _owner,
  }) => {
    const made = await createAssessment(page.request, { petName: 'Biscuit', petTypeId: 2 });
    await page.goto(`/results/${made.id}`);
    await expect(page.getByRole('heading', { name: 'Biscuit', exact: true })).toBeVisible();
    await withServiceWorker(page);
    await expect(page.getByRole('heading', { name: 'Biscuit', exact: true })).toBeVisible();
    await page.context().setOffline(true);
    await expect(notice(page)).toBeVisible();
    await page.getByRole('button', { name: 'Edit name' }).click();
    await page.getByLabel('Pet name').fill('Biscuit the Brave');
    await page.getByLabel('Pet name').press('Enter');
    await expect(toasts(page).getByText(`Failed to update pet information: ${offlineAction}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/results/${made.id}$`));
    await expect(page.getByRole('heading', { name: 'Biscuit', exact: true })).toBeVisible();
    await shots(page, 'offline-results');

    const refetch = nextGet(page, `/api/assessments/${made.id}`);
    await page.context().setOffline(false);
    await refetch;
    await expect(notice(page)).toHaveCount(0);
  });

  test('a reload offline: the shell from the service worker and "You\'re offline", not the Welcome page; back online the board opens by itself', async ({
    page,
    returningOwner: _owner,
  }) => {
    await page.goto('/discussion-board/9');
    const composer = page.getByRole('form', { name: 'New post' });
    await expect(composer).toBeVisible();
    await withServiceWorker(page);
    await expect(composer).toBeVisible();
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: CONNECTION_MESSAGES.offlineScreen.title })).toBeVisible();
    await expect(page.getByRole('button', { name: CONNECTION_MESSAGES.retry })).toBeVisible();
    await expect(notice(page)).toBeVisible();
    await expect(page).toHaveURL(/\/discussion-board\/9$/);
    await shots(page, 'offline-reload');
    await expectAccessible(page, 'reload offline');
    await page.context().setOffline(false);
    await expect(composer).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
  });
});

test('without a service worker, a post written offline says why in the offline notice (the toasts cannot load)', async ({
  page,
  returningOwner: _owner,
}) => {
  await page.goto('/discussion-board/6');
  const composer = page.getByRole('form', { name: 'New post' });
  await expect(composer).toBeVisible();
  await page.context().setOffline(true);
  await expect(notice(page)).toBeVisible();
  await composer.getByLabel('Start a conversation').fill('Written in a tunnel');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  const said = page.getByRole('alert').filter({ hasText: offlineAction });
  await expect(said).toBeVisible();
  await expect(composer.getByLabel('Start a conversation')).toHaveValue('Written in a tunnel');
  await shots(page, 'offline-no-sw-action');
  // Back online the toaster can load: the words are said once, in a toast, no longer in the notice.
  await page.context().setOffline(false);
  await expect(notice(page)).toHaveCount(0);
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Written in a tunnel').first()).toBeVisible();
});

test('without a service worker, a screen never opened, reached offline, says so, and opens by itself once back online', async ({
  page,
  returningOwner: _owner,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Archetype Library' }).click();
  await expect(page.getByRole('heading', { name: CONNECTION_MESSAGES.offlineScreen.title })).toBeVisible();
  await expect(page.getByText(CONNECTION_MESSAGES.offlineScreen.description)).toBeVisible();
  await expect(page.getByRole('button', { name: CONNECTION_MESSAGES.retry })).toBeVisible();
  await expect(page).not.toHaveURL(/\/welcome$/);
  await shots(page, 'offline-screen');
  await expectAccessible(page, 'offline screen');
  await page.context().setOffline(false);
  await expect(page).toHaveURL(/\/archetype-library$/);
  await expect(page.getByRole('heading', { name: CONNECTION_MESSAGES.offlineScreen.title })).toHaveCount(0, {
    timeout: 10_000,
  });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('a 503 on the session check: an error with a retry, not the Welcome page', async ({
  page,
  returningOwner: _owner,
}) => {
  await page.route('**/api/user', (route) =>
    route.fulfill({ status: 503, json: { message: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' } }),
  );
  await page.goto('/discussion-board/3');
  const problem = page.getByRole('heading', { name: CONNECTION_MESSAGES.unavailableScreen.title });
  await expect(problem).toBeVisible();
  await expect(page.getByText(CONNECTION_MESSAGES.unavailableScreen.description)).toBeVisible();
  await expect(page).toHaveURL(/\/discussion-board\/3$/);
  await shots(page, 'session-unavailable');
  await expectAccessible(page, 'session unavailable');

  // The server recovers: Try again opens the board, signed in.
  await page.unroute('**/api/user');
  await page.getByRole('button', { name: CONNECTION_MESSAGES.retry }).click();
  await expect(page.getByRole('form', { name: 'New post' })).toBeVisible();
  await expect(problem).toHaveCount(0);
});

test("a result the server fails to send (503): an error with a retry, not 'Results not found'", async ({
  page,
  returningOwner: _owner,
}) => {
  const made = await createAssessment(page.request, { petName: 'Juniper', petTypeId: 4 });
  const path = `**/api/assessments/${made.id}`;
  await page.route(path, (route) =>
    route.fulfill({ status: 503, json: { message: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' } }),
  );
  await page.goto(`/results/${made.id}`);
  await expect(page.getByRole('heading', { name: CONNECTION_MESSAGES.unavailableScreen.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Results not found' })).toHaveCount(0);
  await page.unroute(path);
  await page.getByRole('button', { name: CONNECTION_MESSAGES.retry }).click();
  await expect(page.getByRole('heading', { name: 'Juniper', exact: true })).toBeVisible();
});

test('a 401 still means signed out: the Welcome page', async ({ page }) => {
  await page.goto('/discussion-board/3');
  await expect(page).toHaveURL(/\/welcome$/);
});
