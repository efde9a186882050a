/**
 * A way back in, at 390x844 (issue 21): the forgotten password from the login form to signed in with
 * the new password (the e-mail read from the outbox the e2e server writes: MAIL_TRANSPORT=outbox in
 * playwright.config.ts), the password change, the e-mail change and the confirmation banner.
 */
import type { Page } from '@playwright/test';
import { OUTBOX_DIR } from '../../playwright.config';
import { expect, expectAccessible, signInThroughForm, test, toasts, uniqueEmail } from './fixtures';
import { mailsTo, tokenIn, type OutboxMail } from '../helpers/outbox';

/** The newest e-mail to the address whose subject matches, once the outbox has it. */
async function mailFor(to: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      () =>
        (found = mailsTo(OUTBOX_DIR, to)
          .filter((m) => subject.test(m.subject))
          .at(-1)),
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return found!;
}

/** Opens the link of an e-mail in the page, as a click in a mail program would (same origin). */
async function openLink(page: Page, mail: OutboxMail, path: '/reset-password' | '/confirm-email') {
  await page.goto(`${path}?token=${tokenIn(mail.text, path)}`);
}

test('forgotten password: from the login form to signed in with the new password', async ({ page, owner }) => {
  await page.request.post('/api/logout');
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await page.getByLabel('Email').fill(owner.username);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status').getByText(/If an account uses this address/)).toBeVisible();
  await expectAccessible(page, 'forgot password sent');

  const mail = await mailFor(owner.username, /Choose a new PawType password/);
  expect(mail.text).toMatch(/works for 30 minutes/);
  await openLink(page, mail, '/reset-password');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm New Password').fill('different');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('a-fresh-start-9');
  await page.getByLabel('Confirm New Password').fill('a-fresh-start-8');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('a-fresh-start-9');
  await expectAccessible(page, 'reset password');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).getByText('Password changed')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome back, ${owner.name}!` })).toBeVisible();

  // The link worked once: opened again, it says so and offers a new one.
  await page.request.post('/api/logout');
  await openLink(page, mail, '/reset-password');
  await page.getByLabel('New Password', { exact: true }).fill('yet-another-7');
  await page.getByLabel('Confirm New Password').fill('yet-another-7');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByRole('alert').getByText(/already been used/)).toBeVisible();
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  // And the new password is the one that signs in.
  await signInThroughForm(page, owner.username, 'a-fresh-start-9');
  await expect(page).toHaveURL(/\/$/);
});

test('change password from the account menu; the old one stops working', async ({ page, owner }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /account/i }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await page.getByLabel('Current Password').fill('not-my-password');
  await page.getByLabel('New Password', { exact: true }).fill('changed-on-phone-1');
  await page.getByLabel('Confirm New Password').fill('changed-on-phone-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').getByText('That password is not correct')).toBeVisible();
  await page.getByLabel('Current Password').fill(owner.password);
  await expectAccessible(page, 'change password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').getByText(/Your password has been changed/)).toBeVisible();
  await mailFor(owner.username, /password was changed/);
  const old = await page.request.post('/api/login', { data: { username: owner.username, password: owner.password } });
  expect(old.status()).toBe(401);
  const fresh = await page.request.post('/api/login', {
    data: { username: owner.username, password: 'changed-on-phone-1' },
  });
  expect(fresh.status()).toBe(200);
});

test('change e-mail: the link to the new address moves the account', async ({ page, owner }) => {
  const newEmail = uniqueEmail('moved');
  await page.goto('/');
  await page.getByRole('button', { name: /account/i }).click();
  await page.getByRole('menuitem', { name: 'Change e-mail' }).click();
  await expect(page.getByRole('heading', { name: 'Change e-mail' })).toBeVisible();
  await expect(page.getByText(owner.username)).toBeVisible();
  await page.getByLabel('New Email').fill(newEmail);
  await page.getByLabel('Current Password').fill(owner.password);
  await expectAccessible(page, 'change e-mail');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status').getByText(`We sent a link to ${newEmail}`, { exact: false })).toBeVisible();
  const notice = await mailFor(owner.username, /about to change/);
  expect(notice.text).toContain(newEmail);
  const link = await mailFor(newEmail, /Confirm your new PawType e-mail address/);
  await openLink(page, link, '/confirm-email');
  await expect(page.getByRole('status').getByText(`Your e-mail address is now ${newEmail}`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page.getByRole('region', { name: 'Please confirm your e-mail address' })).toHaveCount(0);
  const me = (await (await page.request.get('/api/user')).json()) as { username: string };
  expect(me.username).toBe(newEmail);
});

test('the confirmation banner on home until the address is confirmed, with Send again', async ({ page, owner }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Please confirm your e-mail address' });
  await expect(banner).toBeVisible();
  await expect(banner.getByText(owner.username)).toBeVisible();
  await expectAccessible(page, 'home with the banner');
  const first = await mailFor(owner.username, /Confirm your e-mail address for PawType/);
  await banner.getByRole('button', { name: 'Send again' }).click();
  await expect(banner.getByRole('status').getByText(/We sent a confirmation link/)).toBeVisible();
  let second: OutboxMail | undefined;
  await expect
    .poll(
      () =>
        (second = mailsTo(OUTBOX_DIR, owner.username)
          .filter((m) => /Confirm your e-mail/.test(m.subject))
          .at(-1)),
    )
    .not.toEqual(first);
  // The first link was replaced; the newest confirms.
  await openLink(page, first, '/confirm-email');
  await expect(page.getByRole('alert')).toBeVisible();
  await openLink(page, second!, '/confirm-email');
  await expect(page.getByRole('status').getByText(`Thank you: ${owner.username} is confirmed.`)).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${owner.name}!` })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
