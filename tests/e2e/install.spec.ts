import { expect, test } from './fixtures';

/** A stand-in for the browser's install prompt event, which headless Chromium never fires. */
async function offerInstall(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    const w = window as unknown as { installPrompted?: boolean };
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        w.installPrompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

test('the install banner appears when the browser offers it, installs, and "Not now" hides it', async ({ page }) => {
  await page.goto('/auth');
  const banner = page.getByRole('region', { name: 'Install PawType App' });
  await expect(banner).toHaveCount(0);
  await offerInstall(page);
  await expect(banner).toBeVisible();
  await expect(banner.getByText('Install PawType App')).toBeVisible();
  await banner.getByRole('button', { name: 'Install App' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { installPrompted?: boolean }).installPrompted))
    .toBe(true);
  await expect(banner).toHaveCount(0);

  await offerInstall(page);
  await banner.getByRole('button', { name: 'Not now' }).click();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('pwa-install-dismissed'))).toBe('true');
  // It may come back on the welcome page after dismissal.
  await page.goto('/welcome');
  await offerInstall(page);
  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install App' })).toHaveCount(2);
});

test('without a browser prompt, Install App explains the manual steps', async ({ page, owner: _owner }) => {
  await page.goto('/');
  let message = '';
  page.once('dialog', (d) => {
    message = d.message();
    void d.dismiss();
  });
  await page.getByRole('button', { name: 'Install App' }).first().click();
  await expect.poll(() => message).toContain('Chrome or Edge');
  expect(message).toContain('Firefox');
  expect(message).toContain('Safari');
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });

  test('the top bar gives the Share hint, and Skip hides it for good', async ({ page }) => {
    // The welcome page shows the steps in full, once: no top bar repeating them there.
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { name: 'Add PawType to your home screen' })).toBeVisible();
    const bar = page.getByRole('region', { name: 'Install PawType on this phone' });
    await expect(bar).toHaveCount(0);
    await page.goto('/auth');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Add to Home Screen');
    await bar.getByRole('button', { name: 'Skip' }).click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('mobile-pwa-install-dismissed'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });
});
