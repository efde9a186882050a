/**
 * Roles at phone width: the admin names a moderator on the Admin Dashboard; the moderator's menu and
 * board change at once (a reload, no new sign-in), they remove someone else's post on a board and
 * handle the reports on /moderation, and the Admin Dashboard stays closed to them.
 */
import type { Browser, Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import { createOwner, expect, expectAccessible, test, toasts } from './fixtures';

const BOARD = 7;

async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('pawtype-splash-seen', 'true'));
  const res = await page.request.post('/api/login', { data: { username: ADMIN.username, password: ADMIN.password } });
  expect(res.status()).toBe(200);
  return page;
}

/** Screenshots at the three phone widths, and the page never scrolls sideways. */
async function atPhoneWidths(page: Page, name: string) {
  for (const width of [320, 390, 430]) {
    await page.setViewportSize({ width, height: 844 });
    await page.waitForTimeout(150);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `/tmp/roles-${name}-${width}.png`, fullPage: true });
    const table = page.getByRole('region', { name: 'User table' });
    if (await table.count()) {
      // One card per user: the actions (Survey, Moderator, Delete) in view without scrolling sideways.
      expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth), `${name} user cards at ${width}`).toBe(
        true,
      );
      await table.screenshot({ path: `/tmp/roles-${name}-table-${width}.png` });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('the admin names a moderator, who removes a post on a board and handles the reports', async ({
  page,
  owner: mo,
  browser,
  baseURL,
}) => {
  // One story across two signed-in browsers, with screenshots and axe scans at three widths: longer than
  // the default 45 s when the suite runs two workers on a busy machine.
  test.setTimeout(120_000);
  const unique = `${Date.now()}`.slice(-6);
  // Someone else's posts on the board: one the moderator removes there, one reported.
  const authorContext = await browser.newContext({ baseURL: baseURL! });
  const author = await createOwner(authorContext.request, `Pip Poster ${unique}`);
  const post = async (content: string) => {
    const res = await authorContext.request.post(`/api/discussion-boards/${BOARD}/posts`, { multipart: { content } });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const offTopic = await post(`Off-topic chatter ${unique}`);
  const reported = await post(`Cheap leads for sale ${unique}`);
  await authorContext.close();
  const reporterContext = await browser.newContext({ baseURL: baseURL! });
  await createOwner(reporterContext.request, 'Rita Reporter');
  const report = await reporterContext.request.post(`/api/discussion-boards/${BOARD}/posts/${reported}/report`, {
    data: { reason: 'spam' },
  });
  expect(report.status()).toBe(201);
  await reporterContext.close();

  // A member: Report only, no Moderation in the menu.
  await page.goto(`/discussion-board/${BOARD}`);
  const offTopicPost = page.getByRole('article').filter({ hasText: `Off-topic chatter ${unique}` });
  await offTopicPost.getByRole('button', { name: `More actions for ${author.name}'s post` }).click();
  await expect(page.getByRole('menuitem', { name: 'Report post' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Remove post' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The admin names them on the dashboard.
  const admin = await adminPage(browser, baseURL!);
  await admin.goto('/admin');
  await admin.getByLabel('Search users').fill(mo.username);
  // On a phone each user is a card in the user area (the table from a tablet width up).
  const row = admin.getByRole('region', { name: 'User table' }).getByRole('listitem').filter({ hasText: mo.username });
  const toggle = row.getByRole('button', { name: `Moderator: ${mo.name}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toasts(admin).getByText('Moderator named')).toBeVisible();
  await expect(toasts(admin).getByText(`${mo.name} can now remove posts and handle reports.`)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(row.getByText('Moderator', { exact: true }).first()).toBeVisible();
  // The admin's own row has no Moderator toggle and no Delete.
  await admin.getByLabel('Search users').fill(ADMIN.username);
  const adminRow = admin
    .getByRole('region', { name: 'User table' })
    .getByRole('listitem')
    .filter({ hasText: ADMIN.username });
  await expect(adminRow.getByText('Admin', { exact: true })).toBeVisible();
  await expect(adminRow.getByRole('button', { name: /^Moderator/ })).toHaveCount(0);
  await admin.getByLabel('Search users').fill(mo.username);
  await expect(toggle).toBeVisible();
  await atPhoneWidths(admin, 'admin-dashboard');
  await expectAccessible(admin, 'admin dashboard with a moderator');

  // The moderator, same session: a reload reads the new role.
  await page.reload();
  await offTopicPost.getByRole('button', { name: `More actions for ${author.name}'s post` }).click();
  await page.getByRole('menuitem', { name: 'Remove post' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this post?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(offTopicPost).toHaveCount(0);
  const left = (await (await page.request.get(`/api/discussion-boards/${BOARD}/posts`)).json()) as { id: number }[];
  expect(left.some((p) => p.id === offTopic)).toBe(false);
  // Someone else's post still cannot be edited by a moderator: no Edit button on it.
  const reportedPost = page.getByRole('article').filter({ hasText: `Cheap leads for sale ${unique}` });
  await expect(reportedPost.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // Moderation in the menu, not the Admin Dashboard.
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Moderation' }).click();
  await expect(page).toHaveURL(/\/moderation$/);
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  const queue = page.getByRole('region', { name: 'Reported posts' });
  const item = queue.getByRole('listitem').filter({ hasText: `Cheap leads for sale ${unique}` });
  await expect(item.getByText('Spam or advertising')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Users' })).toHaveCount(0);
  await atPhoneWidths(page, 'moderation');
  await expectAccessible(page, 'moderation');
  await item.getByRole('button', { name: /Dismiss/ }).click();
  await expect(toasts(page).getByText('Reports dismissed')).toBeVisible();
  await expect(item).toHaveCount(0);

  // The Admin Dashboard stays the admin's.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).getByText('Access denied')).toBeVisible();
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);

  // Unnamed again: the menu entry and the queue go at once.
  await admin.getByRole('button', { name: `Moderator: ${mo.name}` }).click();
  await expect(toasts(admin).getByText('Moderator role removed')).toBeVisible();
  expect((await page.request.get('/api/moderation/reports')).status()).toBe(403);
  await page.goto('/moderation');
  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).getByText('Access denied')).toBeVisible();
  await admin.context().close();
});
