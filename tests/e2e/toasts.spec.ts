/**
 * Toasts that never block (issue 22, docs/decisions/0049): at the foot of a phone's screen, so the
 * header's buttons (back, home, share, the account menu) can be tapped while one shows; dismissed by a
 * touch swipe or a 44x44 close button; one at a time; a toast about a field goes once the field is valid.
 * E2E_SCREENSHOTS=<dir> saves the screens at 320, 390 and 430 px wide.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, signInThroughForm, test, toasts } from './fixtures';
import { createAssessment } from './assessment-data';

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

/** The element a finger at the centre of `target` would touch is `target` (or inside it). */
async function expectTappable(target: Locator, name: string) {
  const box = (await target.boundingBox())!;
  const hit = await target.page().evaluate(
    ({ x, y }) => {
      const el = document.elementFromPoint(x, y);
      const control = el?.closest('button, a');
      return control ? (control.getAttribute('aria-label') ?? control.textContent?.trim()) : null;
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit, `${name} is under the finger`).toBe(name);
}

/** Whether two boxes overlap. */
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A real touch swipe (touch events through the DevTools protocol, as a finger makes them). */
async function touchSwipe(page: Page, target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + 40;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 10; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * i) / 10, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('after login the header stays tappable under the toast, and the toast sits clear of the primary action', async ({
  page,
  owner,
}) => {
  await page.request.post('/api/logout');
  await signInThroughForm(page, owner.username, owner.password);
  // By CSS: while the account menu is open, Radix hides the rest of the page from the accessibility tree.
  const toast = page.locator('[role="region"][aria-label^="Notifications"] li').filter({ hasText: 'Login successful' });
  await expect(toast).toBeVisible();

  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: 'Account menu' });
  const library = header.getByRole('button', { name: 'Archetype Library' });
  for (const [button, name] of [
    [menu, 'Account menu'],
    [library, 'Archetype Library'],
    [header.getByRole('link', { name: 'PawType home' }), 'PawType home'],
  ] as const) {
    expect(overlaps((await button.boundingBox())!, (await toast.boundingBox())!), name).toBe(false);
    await expectTappable(button, name);
  }
  const start = page.getByRole('button', { name: 'Start Assessment' });
  if (await start.isVisible()) {
    expect(overlaps((await start.boundingBox())!, (await toast.boundingBox())!), 'Start Assessment').toBe(false);
  }
  await shots(page, 'toast-after-login');
  // A real tap (no force) opens the account menu while the toast is still there.
  await menu.click({ timeout: 2000 });
  await expect(page.getByText('My Account', { exact: true })).toBeVisible();
  await expect(toast).toBeVisible();
  await page.keyboard.press('Escape');
  await library.click({ timeout: 2000 });
  await expect(page).toHaveURL(/\/archetype-library$/);
});

test('on the results page back, home and share stay tappable while the rename toast shows', async ({
  page,
  owner: _owner,
}) => {
  const made = await createAssessment(page.request, { petName: 'Pepper', petTypeId: 1 });
  await page.goto(`/results/${made.id}`);
  await page.getByRole('button', { name: 'Edit name' }).click();
  await page.getByLabel('Pet name').fill('Pepper Pot');
  await page.getByLabel('Pet name').press('Enter');
  const toast = toasts(page).getByRole('listitem').filter({ hasText: 'Pet information updated successfully!' });
  await expect(toast).toBeVisible();
  await shots(page, 'toast-on-results');
  const header = page.getByRole('banner');
  for (const name of ['Home', 'Discussion board', 'Share']) {
    await expectTappable(header.getByRole('button', { name }), name);
  }
  await header.getByRole('button', { name: 'Home' }).click({ timeout: 2000 });
  await expect(page).toHaveURL(/\/$/);
});

test('at the foot a toast would cover the button just pressed: it goes below the header instead', async ({
  page,
  owner: _owner,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/discussion-board/4');
  const form = page.getByRole('form', { name: 'New post' });
  const post = form.getByRole('button', { name: 'Post', exact: true });
  await form.getByLabel('Start a conversation').fill('Does anyone else’s dog sing along to the kettle?');
  // The server fails the post: its failure toast shows.
  await page.route('**/api/discussion-boards/4/posts', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong on our side', code: 'INTERNAL_ERROR' } }),
  );
  // The Post button at the foot of the screen, where a toast sits by default.
  await post.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 40));
  await post.tap();
  const toast = toasts(page)
    .getByRole('listitem')
    .filter({ hasText: 'There was an error creating your post. Please try again.' });
  await expect(toast).toBeVisible();
  expect(overlaps((await post.boundingBox())!, (await toast.boundingBox())!), 'toast over Post').toBe(false);
  await expectTappable(post, 'Post');
  await expectTappable(page.getByRole('banner').getByRole('button', { name: 'Back to Home' }), 'Back to Home');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/toast-moved-clear-of-post-320.png` });
  // The next toast, caused from higher up, is back at the foot.
  await page.getByRole('button', { name: 'Dismiss notification' }).tap();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('banner').getByRole('button', { name: 'Back to Home' }).tap();
  await expect(page).toHaveURL(/\/$/);
});

test('a touch swipe to the right dismisses a toast; its close button is 44x44 and dismisses too', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await signIn.click();
  const toast = toasts(page).getByRole('listitem').filter({ hasText: 'Login failed' });
  await expect(toast).toBeVisible();
  // One at a time: a second failure replaces the first.
  await signIn.click();
  await page.waitForTimeout(400);
  await expect(toasts(page).getByRole('listitem')).toHaveCount(1);

  // A short drag (under the 50 px threshold) leaves it; a full swipe dismisses it.
  await touchSwipe(page, toast, 30);
  await page.waitForTimeout(300);
  await expect(toast).toBeVisible();
  await touchSwipe(page, toast, 200);
  await expect(toast).toHaveCount(0);

  await signIn.click();
  await expect(toast).toBeVisible();
  const close = toast.getByRole('button', { name: 'Dismiss notification' });
  const box = (await close.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await close.tap();
  await expect(toast).toHaveCount(0);
});

test("the 'Pet age required' toast goes as soon as the age is entered", async ({ page, owner: _owner }) => {
  await page.goto('/assessment');
  await expect(page.getByText('Question 1 of 16')).toBeVisible();
  const next = page.getByRole('button', { name: 'Continue' });
  await page.getByRole('combobox', { name: 'Pet type' }).selectOption({ label: 'Dog' });
  await next.click();
  await expect(page.getByText('Question 2 of 16')).toBeVisible();
  await page.getByLabel('Breed or species').fill('Beagle');
  await next.click();
  await expect(page.getByText('Question 3 of 16')).toBeVisible();
  await next.click();
  const ageToast = toasts(page).getByText('Pet age required');
  await expect(ageToast).toBeVisible();
  await shots(page, 'toast-age-required');
  await page.getByLabel('Age in years').fill('4');
  await expect(ageToast).toHaveCount(0);
  await expect(page.getByText('Question 3 of 16')).toBeVisible();

  // 'I don't know' counts as valid too; leaving the step takes the toast with it.
  await page.getByLabel('Age in years').fill('');
  await next.click();
  await expect(ageToast).toBeVisible();
  await page.getByLabel("I don't know my pet's age").check();
  await expect(ageToast).toHaveCount(0);
  await next.click();
  await expect(page.getByText('Question 4 of 16')).toBeVisible();
  await expect(ageToast).toHaveCount(0);
});
