/**
 * Playwright fixtures: a fresh owner account signed in through the API (cookie set directly),
 * the splash marked as seen unless a test wants it, and console errors failing the test.
 */
import { test as base, expect, type Page, type APIRequestContext } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export { expect };

export interface Owner {
  id: number;
  username: string;
  name: string;
  password: string;
}

let seq = 0;
export function uniqueEmail(prefix = 'owner'): string {
  seq += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${seq}@example.com`;
}

export async function createOwner(request: APIRequestContext, name = 'Jamie Rivers'): Promise<Owner> {
  const username = uniqueEmail();
  const password = 'secret123';
  const res = await request.post('/api/register', { data: { username, name, password } });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { id: number };
  return { id: body.id, username, name, password };
}

export const test = base.extend<{ showSplash: boolean; owner: Owner; consoleErrors: string[] }>({
  showSplash: [false, { option: true }],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // The browser logs every 4xx fetch as a console error; the app itself must log none.
        if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, showSplash }, use) => {
    if (!showSplash) await page.addInitScript(() => sessionStorage.setItem('pawtype-splash-seen', 'true'));
    await use(page);
  },
  owner: async ({ page }, use) => {
    const owner = await createOwner(page.request);
    await use(owner);
  },
});

/**
 * An axe scan that fails on serious or critical violations, with axe's experimental check that a
 * control's spoken name contains the words it shows (WCAG 2.5.3, which voice control relies on) on too.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The notification area: toasts are looked up here (screen-reader announcements echo them elsewhere). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}
