/**
 * The Admin Dashboard at phone width, as the admin (user 1, role admin) and as a user. Survey e-mails go to a
 * SendGrid stand-in started here on SENDGRID_STAND_IN_PORT (playwright.config.ts points the server at it).
 */
import type { Page } from '@playwright/test';
import { ADMIN, SENDGRID_STAND_IN_PORT } from '../../playwright.config';
import { createOwner, expect, expectAccessible, test, toasts, type Owner } from './fixtures';
import { startSendGridStandIn, type SendGridStandIn } from '../helpers/sendgrid-stand-in';
import { ADMIN_MESSAGES } from '#shared/rules/admin.ts';

test.describe.configure({ mode: 'serial' });

/** E2E_SCREENSHOTS=<dir>: the user cards at 320, 390 and 430 px and the table at 1024. */
const SHOTS = process.env.E2E_SCREENSHOTS;

let mail: SendGridStandIn;
test.beforeAll(async () => {
  mail = await startSendGridStandIn(SENDGRID_STAND_IN_PORT);
});
test.afterAll(async () => {
  await mail.close();
});

async function signInAsAdmin(page: Page) {
  const res = await page.request.post('/api/login', { data: { username: ADMIN.username, password: ADMIN.password } });
  expect(res.status()).toBe(200);
}

/** The toasts while a modal dialog hides the rest of the page from the accessibility tree (CSS, not roles). */
const toastsBehindDialog = (page: Page) => page.locator('[role="region"][aria-label^="Notifications"]');

/** The user area (the spec's 400 px scrolling box): one card per user on a phone, the table from md up. */
const userArea = (page: Page) => page.getByRole('region', { name: 'User table' });
/** A user's card (phone) or row (md and up). */
const userRow = (page: Page, name: string) =>
  userArea(page).getByRole('listitem').or(userArea(page).getByRole('row')).filter({ hasText: name });

/** Survey on a row: these owners never confirmed their addresses, so the warning comes first. */
async function surveyAnyway(page: Page, name: string) {
  await page.getByRole('button', { name: `Send survey to ${name}` }).click();
  const warning = page.getByRole('dialog', { name: 'Address not confirmed' });
  await expect(warning.getByText(/has not confirmed/)).toBeVisible();
  await warning.getByRole('button', { name: 'Send anyway' }).click();
  await expect(warning).toBeHidden();
}

test.describe('as the admin', () => {
  let zara: Owner;
  let milo: Owner;
  let nora: Owner;
  let longMail: { name: string; username: string };
  const unique = `${Date.now()}`.slice(-6);

  test.beforeAll(async ({ request }) => {
    zara = await createOwner(request, `Zara Quill ${unique}`);
    milo = await createOwner(request, `Milo Quill ${unique}`);
    nora = await createOwner(request, `Nora Fenn ${unique}`);
    // The longest kind of address an owner types: it wraps on a phone, never cut off.
    longMail = {
      name: `Bartholomew Longaddress-Featherstonehaugh ${unique}`,
      username: `bartholomew.featherstonehaugh.${unique}@a-rather-long-mail-domain-for-testing.example.com`,
    };
    const res = await request.post('/api/register', {
      data: { username: longMail.username, name: longMail.name, password: 'secret123' },
    });
    expect(res.status(), await res.text()).toBe(201);
  });

  test('stats, the user table, search and the phone layout', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const stats = (await (await page.request.get('/api/admin/stats')).json()) as Record<string, number>;
    const overview = page.getByRole('region', { name: 'Stats Overview' });
    await expect(overview.getByRole('definition')).toHaveText([
      String(stats.totalUsers),
      String(stats.emailVerified),
      String(stats.emailConfirmed),
      String(stats.mbtiCompleted),
    ]);
    await expect(overview.getByText('Total Users')).toBeVisible();
    await expect(overview.getByText('Email Verified')).toBeVisible();
    await expect(overview.getByText('Email Confirmed')).toBeVisible();
    // Which addresses are confirmed: the admin, created at start, never opened a link.
    await expect(userRow(page, ADMIN.username).getByLabel('address not confirmed')).toBeVisible();
    await expect(overview.getByText('MBTI Completed')).toBeVisible();

    // On a phone each user is a card: every field by its name, Survey and Delete, nothing cut off.
    await expect(page.getByRole('table')).toHaveCount(0);
    const cards = userArea(page).getByRole('listitem');
    // Row 1 is the admin: Survey but no Delete.
    const adminRow = userRow(page, ADMIN.username);
    await expect(adminRow.getByRole('button', { name: /Send survey/ })).toBeVisible();
    await expect(adminRow.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    await expect(page.getByLabel(`${stats.totalUsers} users`)).toBeVisible();

    const search = page.getByLabel('Search users');
    await search.fill(`Quill ${unique}`);
    await expect(cards).toHaveCount(2);
    await expect(userRow(page, zara.name)).toBeVisible();
    await expect(userRow(page, nora.name)).toHaveCount(0);
    await expect(page.getByLabel('2 users')).toBeVisible();
    await search.fill(nora.username.toUpperCase());
    await expect(cards).toHaveCount(1);
    await search.fill('no-such-person-anywhere');
    await expect(userArea(page).getByText('No users found').filter({ visible: true })).toBeVisible();
    await search.fill('');
    // The whole list again, 50 a page: the admin first; Nora, registered after the other specs' owners,
    // may be on a later page ('Load more users').
    await expect(userRow(page, ADMIN.username)).toBeVisible();
    for (let pages = 0; pages < 5 && (await userRow(page, nora.name).count()) === 0; pages++) {
      const shown = await cards.count();
      await page.getByRole('button', { name: 'Load more users' }).click();
      await expect(cards).not.toHaveCount(shown);
    }
    await expect(userRow(page, nora.name)).toBeVisible();

    // Phone widths: a user with a long e-mail address; every field and both buttons in view, the area
    // 400 px at most and never scrolling sideways, nor the page.
    await search.fill(longMail.name);
    const card = userRow(page, longMail.name);
    await expect(cards).toHaveCount(1);
    const area = userArea(page);
    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 844 });
      await page.waitForTimeout(150);
      for (const label of ['ID', 'Username', 'Name', 'Email', 'MBTI Type']) {
        await expect(card.getByText(label, { exact: true })).toBeVisible();
      }
      await expect(card.getByText(longMail.name, { exact: true })).toBeVisible();
      for (const button of [
        `Send survey to ${longMail.name}`,
        `Moderator: ${longMail.name}`,
        `Delete ${longMail.name}`,
      ]) {
        await expect(card.getByRole('button', { name: button })).toBeVisible();
      }
      const fits = await area.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const inside = [...el.querySelectorAll('li *')].every((c) => {
          const r = c.getBoundingClientRect();
          return r.width === 0 || (r.left >= box.left - 0.5 && r.right <= box.right + 0.5);
        });
        const cut = [...el.querySelectorAll('dd')].some((d) => d.scrollWidth > d.clientWidth + 1);
        return { maxHeight: getComputedStyle(el).maxHeight, scrolls: el.scrollWidth > el.clientWidth, inside, cut };
      });
      expect(fits, `user card at ${width}`).toEqual({ maxHeight: '400px', scrolls: false, inside: true, cut: false });
      // The whole address is on screen, wrapped (as the username and as the e-mail).
      const address = card.getByText(longMail.username);
      await expect(address).toHaveCount(2);
      for (const shown of await address.all()) await expect(shown).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-users-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText('© 2025 PawType')).toBeVisible();
    await page.screenshot({ path: '/tmp/admin-dashboard.png', fullPage: true });
    await expectAccessible(page, 'admin dashboard');

    // From a tablet width up: the spec's table, inside the same 400 px area, without scrolling sideways.
    await search.fill('');
    await page.setViewportSize({ width: 1024, height: 900 });
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'ID',
      'Username',
      'Name',
      'Email',
      'MBTI Type',
      'Actions',
    ]);
    await expect(cards).toHaveCount(0);
    await search.fill(`Quill ${unique}`);
    await expect(table.getByRole('row')).toHaveCount(3);
    const zaraRow = table.getByRole('row').filter({ hasText: zara.name });
    await expect(zaraRow.getByRole('button', { name: `Send survey to ${zara.name}` })).toBeVisible();
    await expect(zaraRow.getByRole('button', { name: `Delete ${zara.name}` })).toBeVisible();
    expect(
      await area.evaluate((el) => ({
        maxHeight: getComputedStyle(el).maxHeight,
        scrolls: el.scrollWidth > el.clientWidth,
      })),
    ).toEqual({ maxHeight: '400px', scrolls: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-users-1024.png`, fullPage: true });
    await expectAccessible(page, 'admin dashboard, wide');
  });

  test('sender dialog: invalid address, then a verified sender', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    const settings = page.getByRole('region', { name: 'Email Settings' });
    await settings.getByRole('button', { name: 'Configure SendGrid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configure SendGrid' });
    const field = dialog.getByLabel('Verified Sender Email');
    await field.fill('not-an-address');
    await dialog.getByRole('button', { name: 'Save Configuration' }).click();
    await expect(toastsBehindDialog(page).getByText('Invalid email')).toBeVisible();
    await expect(toastsBehindDialog(page).getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'sender dialog');
    await page.screenshot({ path: '/tmp/admin-sender-dialog.png' });
    await field.fill('hello@pawtype.test');
    await dialog.getByRole('button', { name: 'Save Configuration' }).click();
    await expect(toasts(page).getByText('SendGrid configured')).toBeVisible();
    await expect(toasts(page).getByText('Verified sender email set to hello@pawtype.test')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(settings.getByText('hello@pawtype.test')).toBeVisible();
  });

  test('survey: sent, then each failure with its hint and the instructions', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByLabel('Search users').fill(`Quill ${unique}`);
    const before = mail.mails.length;

    mail.mode = 'accept';
    // Hold the request until the pending state was seen: 'Sending survey...' and the buttons disabled.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/admin/send-survey', async (route) => {
      await held;
      await route.continue();
    });
    // Cancel on the warning sends nothing.
    await page.getByRole('button', { name: `Send survey to ${zara.name}` }).click();
    await page.getByRole('dialog', { name: 'Address not confirmed' }).getByRole('button', { name: 'Cancel' }).click();
    expect(mail.mails).toHaveLength(before);
    await surveyAnyway(page, zara.name);
    await expect(toasts(page).getByText('Sending survey...')).toBeVisible();
    await expect(page.getByRole('button', { name: `Send survey to ${milo.name}` })).toBeDisabled();
    release();
    await expect(toasts(page).getByText('Survey email sent')).toBeVisible();
    await expect(toasts(page).getByText(`Survey invitation sent to ${zara.name} (${zara.username})`)).toBeVisible();
    await page.unroute('**/api/admin/send-survey');
    expect(mail.mails).toHaveLength(before + 1);
    expect(mail.mails.at(-1)).toMatchObject({ from: 'hello@pawtype.test', to: [zara.username] });
    expect(mail.mails.at(-1)!.text).toContain(`Hi ${zara.name},`);

    const failure = toasts(page).getByText('Failed to send survey email');
    const senderHint = toasts(page).getByText(/sender email address is not verified/);
    const instructions = toasts(page).getByText('How to set up survey emails');

    for (const mode of ['unverified-sender', 'unauthorized', 'forbidden'] as const) {
      mail.mode = mode;
      await surveyAnyway(page, milo.name);
      await expect(failure).toBeVisible();
      await expect(senderHint).toBeVisible();
      // The hint stands in for the provider's message: said once.
      await expect(toasts(page).getByText(/verified Sender Identity/)).toHaveCount(0);
      if (mode === 'unverified-sender') {
        await page.screenshot({ path: '/tmp/admin-survey-failed.png' });
        // The failure stays its 5 seconds, readable; the instructions come a second after it has gone.
        await page.waitForTimeout(3500);
        await expect(failure).toBeVisible();
        await expect(instructions).toHaveCount(0);
        await expect(instructions).toBeVisible({ timeout: 5000 });
        await expect(failure).toHaveCount(0);
      } else {
        // Dismissed sooner, the instructions follow a second later.
        await toasts(page).getByRole('button', { name: 'Dismiss notification' }).click();
        await expect(failure).toHaveCount(0);
        await expect(instructions).toBeVisible({ timeout: 3000 });
      }
      await expect(toasts(page).getByText('Verify a sender email address', { exact: false })).toBeVisible();
      if (mode === 'unverified-sender') await page.screenshot({ path: '/tmp/admin-survey-instructions.png' });
    }
    mail.mode = 'accept';

    // The server without an API key (this server has one, so its answer is stood in for here).
    await page.route('**/api/admin/send-survey', (route) =>
      route.fulfill({ status: 503, json: { message: ADMIN_MESSAGES.missingApiKey, code: 'SERVICE_UNAVAILABLE' } }),
    );
    await surveyAnyway(page, milo.name);
    await expect(failure).toBeVisible();
    await expect(toasts(page).getByText(/API key \(SENDGRID_API_KEY\) is not configured/)).toBeVisible();
    await expect(instructions).toBeVisible({ timeout: 8000 });
    await page.unroute('**/api/admin/send-survey');

    // Too soon after the last invitation: the server's message, no set-up instructions.
    await surveyAnyway(page, zara.name);
    await expect(failure).toBeVisible();
    await expect(toasts(page).getByText(ADMIN_MESSAGES.tooSoon)).toBeVisible();
    await toasts(page).getByRole('button', { name: 'Dismiss notification' }).click();
    await page.waitForTimeout(1300);
    await expect(instructions).toHaveCount(0);
  });

  test('a user without an e-mail cannot be surveyed', async ({ page }) => {
    await signInAsAdmin(page);
    // No API sets a null e-mail; the list's reply is stood in for with one such row.
    await page.route('**/api/admin/users?*', (route) =>
      route.fulfill({
        json: [{ id: 99, username: 'no-mail-user', name: 'No Mail', email: null, mbtiType: null, role: 'member' }],
      }),
    );
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Send survey to No Mail' })).toBeDisabled();
  });

  test('delete a user: the warning, the toast, the refreshed list and stats', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    const total = page.getByRole('region', { name: 'Stats Overview' }).getByRole('definition').first();
    await expect(total).toHaveText(/^\d+$/);
    const before = Number(await total.textContent());
    await page.getByLabel('Search users').fill(nora.name);
    await page.getByRole('button', { name: `Delete ${nora.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete user' });
    await expect(dialog.getByText(`Are you sure you want to delete ${nora.name}?`)).toBeVisible();
    await expect(
      dialog.getByText(/permanently deletes the account, assessments and all associated data/),
    ).toBeVisible();
    await page.screenshot({ path: '/tmp/admin-delete-dialog.png' });
    await expectAccessible(page, 'delete user dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('User deleted successfully')).toBeVisible();
    await expect(toasts(page).getByText('The user and all associated data have been removed.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(userArea(page).getByText('No users found').filter({ visible: true })).toBeVisible();
    await expect(total).toHaveText(String(before - 1));
    // Their session is gone too.
    const login = await page.request.post('/api/login', { data: { username: nora.username, password: nora.password } });
    expect(login.status()).toBe(401);
  });

  test('a failed delete shows the server message', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByLabel('Search users').fill(milo.name);
    await page.route('**/api/admin/users/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { message: 'Something went wrong on our side', code: 'INTERNAL_ERROR' } })
        : route.continue(),
    );
    await page.getByRole('button', { name: `Delete ${milo.name}` }).click();
    await page.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('Failed to delete user')).toBeVisible();
    await expect(toasts(page).getByText('Something went wrong on our side')).toBeVisible();
  });

  test('users fail to load: the error toast', async ({ page }) => {
    await signInAsAdmin(page);
    await page.route('**/api/admin/users?*', (route) =>
      route.fulfill({ status: 500, json: { message: 'Database unavailable', code: 'INTERNAL_ERROR' } }),
    );
    await page.goto('/admin');
    await expect(toasts(page).getByText('Error loading users: Database unavailable')).toBeVisible();
  });
});

test("the Reported posts card (the queue's replies stood in for; the real flow is the last test)", async ({ page }) => {
  await signInAsAdmin(page);
  const now = Date.now();
  let queue = [
    {
      postId: 501,
      boardId: 3,
      boardName: 'Bold Explorers',
      parentId: null,
      authorName: 'Rex Author',
      content: 'Cheap bones for sale, visit my shop!',
      imageUrl: null,
      createdAt: new Date(now - 3_600_000).toISOString(),
      reportCount: 2,
      reasons: ['abuse', 'spam'],
      lastReportedAt: new Date(now - 120_000).toISOString(),
    },
    {
      postId: 502,
      boardId: 5,
      boardName: 'Gentle Souls',
      parentId: 77,
      authorName: 'Grumpy Gus',
      content: 'Nobody asked.',
      imageUrl: null,
      createdAt: new Date(now - 7_200_000).toISOString(),
      reportCount: 1,
      reasons: ['off-topic'],
      lastReportedAt: new Date(now - 600_000).toISOString(),
    },
  ];
  const actions: unknown[] = [];
  await page.route('**/api/moderation/reports', (route) => route.fulfill({ json: queue }));
  await page.route('**/api/moderation/reports/*', async (route) => {
    const postId = Number(route.request().url().split('/').pop());
    const { action } = route.request().postDataJSON() as { action: string };
    actions.push({ postId, action });
    queue = queue.filter((q) => q.postId !== postId);
    await route.fulfill({ json: { postId, action } });
  });
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Reported posts' });
  const spam = card.getByRole('listitem', { name: 'Post by Rex Author' });
  const reply = card.getByRole('listitem', { name: 'Reply by Grumpy Gus' });
  await expect(spam.getByText('Cheap bones for sale, visit my shop!')).toBeVisible();
  await expect(spam.getByText('2 reports')).toBeVisible();
  await expect(spam.getByText('Spam or advertising')).toBeVisible();
  await expect(spam.getByText('Unkind or abusive')).toBeVisible();
  await expect(spam.getByText(/on Bold Explorers/)).toBeVisible();
  await expect(reply.getByText('Off-topic')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/admin-reports-card.png' });
  await expectAccessible(page, 'reported posts');
  await spam.getByRole('button', { name: /Delete post/ }).click();
  await expect(toasts(page).getByText('Post deleted')).toBeVisible();
  await expect(spam).toHaveCount(0);
  await reply.getByRole('button', { name: /Dismiss/ }).click();
  await expect(toasts(page).getByText('Reports dismissed')).toBeVisible();
  await expect(card.getByText('No reported posts. All quiet on the boards.')).toBeVisible();
  expect(actions).toEqual([
    { postId: 501, action: 'delete' },
    { postId: 502, action: 'dismiss' },
  ]);
});

test('a signed-in user on /admin goes home with Access denied; the API refuses them', async ({ page, owner }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).getByText('Access denied')).toBeVisible();
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  expect(owner.id).toBeGreaterThan(1);
});

test('a signed-out visitor on /admin goes to /auth', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
});

/**
 * Moderation end to end: an owner's posts reported on the board, then deleted or dismissed by the admin.
 * This spec runs after the others, so the queue may also hold their reports: each check looks at this
 * test's own posts.
 */
test('reported posts: one deleted, another dismissed', async ({ page, browser }) => {
  const author = await createOwner(page.request, 'Rex Author');
  const create = (content: string) => page.request.post('/api/discussion-boards/1/posts', { multipart: { content } });
  const first = await create(`Cheap bones for sale ${Date.now()}`);
  expect(first.status()).toBe(201);
  const second = await create(`A slightly grumpy post ${Date.now()}`);
  const spam = (await first.json()) as { id: number; content: string };
  const grumpy = (await second.json()) as { id: number; content: string };
  const reporterContext = await browser.newContext();
  await createOwner(reporterContext.request, 'Rita Reporter');
  for (const [post, reason] of [
    [spam, 'spam'],
    [grumpy, 'abuse'],
  ] as const) {
    const res = await reporterContext.request.post(`/api/discussion-boards/1/posts/${post.id}/report`, {
      data: { reason },
    });
    expect(res.status()).toBe(201);
  }
  await reporterContext.close();

  await page.request.post('/api/logout');
  await signInAsAdmin(page);
  await page.goto('/admin');
  const queue = page.getByRole('region', { name: 'Reported posts' });
  const spamItem = queue.getByRole('listitem').filter({ hasText: spam.content });
  const grumpyItem = queue.getByRole('listitem').filter({ hasText: grumpy.content });
  await expect(spamItem.getByText('Spam or advertising')).toBeVisible();
  await expect(grumpyItem.getByText('Unkind or abusive')).toBeVisible();
  await page.screenshot({ path: '/tmp/admin-reports.png', fullPage: true });
  await spamItem.getByRole('button', { name: /Delete post/ }).click();
  await expect(toasts(page).getByText('Post deleted')).toBeVisible();
  await expect(queue.getByText(spam.content)).toHaveCount(0);
  await grumpyItem.getByRole('button', { name: /Dismiss/ }).click();
  await expect(toasts(page).getByText('Reports dismissed')).toBeVisible();
  await expect(queue.getByText(grumpy.content)).toHaveCount(0);
  const posts = (await (await page.request.get('/api/discussion-boards/1/posts')).json()) as { id: number }[];
  expect(posts.some((p) => p.id === spam.id)).toBe(false);
  expect(posts.some((p) => p.id === grumpy.id)).toBe(true);
  expect(author.id).toBeGreaterThan(1);
});
