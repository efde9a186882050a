/** Owners' own data from the account menu: download it, delete the account (and the admin cannot). */
import fs from 'node:fs';
import { ADMIN } from '../../playwright.config';
import { expect, expectAccessible, test, toasts } from './fixtures';

test('Download my data saves a JSON file of my own account', async ({ page, owner }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('pawtype-my-data.json');
  const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    account: { username: string; name: string };
    assessments: unknown[];
    posts: unknown[];
  };
  expect(data.account).toMatchObject({ username: owner.username, name: owner.name });
  expect(data.assessments).toEqual([]);
  await expect(toasts(page).getByText('Your data is downloading')).toBeVisible();
});

test('Delete my account: the password is checked, then everything goes and I am signed out', async ({
  page,
  owner,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await expect(dialog.getByText(/permanently deletes your account/)).toBeVisible();
  const del = dialog.getByRole('button', { name: 'Delete' });
  await expect(del).toBeDisabled();
  await dialog.getByLabel('Your password').fill('wrong-password');
  await expect(del).toBeDisabled();
  await dialog.getByLabel(/I understand/).check();
  await del.click();
  await expect(dialog.getByText('That password is not correct')).toBeVisible();
  await page.screenshot({ path: '/tmp/account-delete-dialog.png' });
  await expectAccessible(page, 'delete my account dialog');
  await dialog.getByLabel('Your password').fill(owner.password);
  await del.click();
  await expect(toasts(page).getByText('Account deleted')).toBeVisible();
  await expect(toasts(page).getByText('Your account and all your data have been removed.')).toBeVisible();
  await expect(page).toHaveURL(/\/welcome$/);
  expect((await page.request.get('/api/user')).status()).toBe(401);
  const login = await page.request.post('/api/login', { data: { username: owner.username, password: owner.password } });
  expect(login.status()).toBe(401);
});

test('the admin account cannot be deleted from the account menu', async ({ page }) => {
  const res = await page.request.post('/api/login', { data: { username: ADMIN.username, password: ADMIN.password } });
  expect(res.status()).toBe(200);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await expect(dialog.getByText('The admin account cannot be deleted this way.')).toBeVisible();
  await expect(dialog.getByLabel('Your password')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/account-delete-admin.png' });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});
