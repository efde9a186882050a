/**
 * One signed-in owner per worker, shared by the tests of the archetype and discussion specs (they
 * only read, apart from the saved human type, which those tests set before they check it).
 * Each test gets the owner's session cookie in its own browser context.
 */
import type { Cookie } from '@playwright/test';
import { expect, test as base, uniqueEmail, type Owner } from './fixtures';

const BASE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210)}`;

export const test = base.extend<{ signedIn: Owner }, { account: { owner: Owner; cookies: Cookie[] } }>({
  account: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL: BASE_URL });
      const owner = { username: uniqueEmail('archetypes'), name: 'Jamie Rivers', password: 'secret123', id: 0 };
      const res = await api.post('/api/register', { data: owner });
      expect(res.status(), await res.text()).toBe(201);
      owner.id = ((await res.json()) as { id: number }).id;
      const { cookies } = await api.storageState();
      await api.dispose();
      await use({ owner, cookies });
    },
    { scope: 'worker' },
  ],
  signedIn: async ({ account, context }, use) => {
    await context.addCookies(account.cookies);
    await use(account.owner);
  },
});

export { expect };
