/**
 * Notifications (issue 23) at 390x844 against the real server: two owners in two browser contexts; one
 * replies, the other's bell counts it within a second without a reload; the notification opens the
 * reply on its board, scrolled to and highlighted; 'Mark all read' clears the bell. Also the settings
 * screen saves a switch.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { createOwner, expect, expectAccessible, test } from './fixtures';
import { visitorPage } from './assessment-data';

const BOARD = 6;

async function apiPost(page: Page | APIRequestContext, content: string, parentId?: number): Promise<number> {
  const request = 'request' in page ? page.request : page;
  const res = await request.post(`/api/discussion-boards/${BOARD}/posts`, {
    multipart: { content, ...(parentId ? { parentId: String(parentId) } : {}) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications(, \d+ unread)?$/ });

test('a reply lights the other owner’s bell live; the notification opens the reply highlighted', async ({
  page,
  owner: _signedIn,
  browser,
  baseURL,
  playwright,
}) => {
  const thread = await apiPost(page, 'Thumping at night: is my rabbit scared?');
  // Enough older threads that the reply's thread is not on the board's first page.
  const other = await visitorPage(browser, baseURL);
  const replier = await createOwner(other.page.request, 'Sam Replier');
  // (Posting is limited per owner per minute: five other owners write them.)
  for (let n = 0; n < 5; n++) {
    const request = await playwright.request.newContext({ baseURL });
    await createOwner(request, `Busy Poster ${n}`);
    for (let i = 0; i < 5; i++) await apiPost(request, `A newer thread ${n}.${i}`);
    await request.dispose();
  }

  // The bell's live stream answers once the server listens: from then on nothing is missed.
  const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/notifications/stream'));
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await streamOpen;

  const started = Date.now();
  const reply = await apiPost(other.page, 'Mine thumps when a fox walks past.', thread);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 1_000 });
  expect(Date.now() - started).toBeLessThan(1_500);
  await expect(page.getByTestId('unread-badge')).toHaveText('1');

  // A second reply folds into the same notification.
  await apiPost(other.page, 'Also: check the garden at night.', thread);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const item = page.getByRole('button', { name: /2 new replies on “Thumping at night: is my rabbit scared\?”/ });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(page.getByText('1 unread')).toBeVisible();
  await expectAccessible(page, 'notifications');

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/discussion-board/${BOARD}\\?thread=${thread}&post=\\d+$`));
  const highlighted = page.locator('article[data-highlighted="true"]');
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toContainText('Also: check the garden at night.');
  await expect(highlighted).toBeInViewport();
  expect(reply).toBeGreaterThan(thread);

  // Opening it marked it read.
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await other.close();
  expect(other.errors).toEqual([]);
  expect(replier.name).toBe('Sam Replier');
});

test('mark all read clears the bell; the settings screen saves a switch', async ({ page, owner, browser, baseURL }) => {
  const a = await apiPost(page, 'First question');
  const b = await apiPost(page, 'Second question');
  const other = await visitorPage(browser, baseURL);
  await createOwner(other.page.request, 'Helpful Helen');
  await apiPost(other.page, 'An answer', a);
  await apiPost(other.page, 'Another answer', b);

  await page.goto('/notifications');
  await expect(page.getByText('2 unread')).toBeVisible();
  await expect(page.locator('[data-unread="true"]')).toHaveCount(2);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('All caught up')).toBeVisible();
  await expect(page.locator('[data-unread="true"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

  await page.getByRole('button', { name: 'Notification settings' }).click();
  await expect(page).toHaveURL(/\/account\/notifications$/);
  const replyEmail = page.getByRole('group', { name: 'Replies' }).getByRole('switch', { name: 'Daily e-mail summary' });
  await expect(replyEmail).toBeChecked();
  await replyEmail.uncheck();
  await expect(replyEmail).not.toBeChecked();
  await expectAccessible(page, 'notification settings');
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Replies' }).getByRole('switch', { name: 'Daily e-mail summary' }),
  ).not.toBeChecked();
  await other.close();
  expect(owner.name).toBeTruthy();
});
