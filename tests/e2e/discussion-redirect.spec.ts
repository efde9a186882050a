import { expectAccessible } from './fixtures';
import { expect, test } from './worker-owner';
import type { DiscussionBoard } from '#shared/contracts/boards.ts';

test.describe('archetype discussion redirect', () => {
  test('a numeric id goes to its board, replacing the redirect in history', async ({ page, signedIn: _signedIn }) => {
    const board = (await (await page.request.get('/api/discussion-boards/5')).json()) as DiscussionBoard;
    await page.goto('/');
    await page.goto('/archetype-discussion/5');
    await expect(page).toHaveURL(/\/discussion-board\/5$/);
    await expect(page.getByRole('heading', { name: board.name, level: 1 })).toBeVisible();
    await expect(page.getByText(board.description)).toBeVisible();
    await expect(page.getByText(`For pets with the ${board.archetypeName} personality type`)).toBeVisible();
    await expectAccessible(page, 'discussion board');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows "Taking you to the discussion board..." while it looks', async ({ page, signedIn: _signedIn }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/archetypes/12/discussion-boards', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/archetype-discussion/12');
    await expect(page.getByRole('heading', { name: 'Taking you to the discussion board...' })).toBeVisible();
    await expectAccessible(page, 'discussion redirect');
    release();
    await expect(page).toHaveURL(/\/discussion-board\/12$/);
  });

  for (const id of ['0', 'abc']) {
    test(`id "${id}" goes home`, async ({ page, signedIn: owner }) => {
      await page.goto(`/archetype-discussion/${id}`);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: `Welcome back, ${owner.name}!` })).toBeVisible();
    });
  }

  test('an unknown archetype (99) goes home', async ({ page, signedIn: _signedIn }) => {
    await page.goto('/archetype-discussion/99');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a failed lookup or an archetype without boards goes home', async ({ page, signedIn: _signedIn }) => {
    await page.route('**/api/archetypes/4/discussion-boards', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/archetype-discussion/4');
    await expect(page).toHaveURL(/\/$/);
    await page.route('**/api/archetypes/6/discussion-boards', (route) => route.fulfill({ status: 200, json: [] }));
    await page.goto('/archetype-discussion/6');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('discussion board page', () => {
  test('Back to Home goes home', async ({ page, signedIn: _signedIn }) => {
    await page.goto('/discussion-board/1');
    await expect(page.getByText('For pets with the Guardian personality type')).toBeVisible();
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const id of ['99', 'abc', '0']) {
    test(`board "${id}" is not found`, async ({ page, signedIn: _signedIn }) => {
      await page.goto(`/discussion-board/${id}`);
      await expect(page.getByRole('heading', { name: 'Discussion Board Not Found' })).toBeVisible();
      if (id === '99') await expectAccessible(page, 'board not found');
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});
