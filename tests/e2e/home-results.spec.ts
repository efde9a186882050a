import type { Page } from '@playwright/test';
import { expect, expectAccessible, toasts } from './fixtures';
import { PET_TYPE_NAMES, createAssessment, petPhotoDataUrl, test, type CreatedAssessment } from './assessment-data';
import { archetypePictureAlt, archetypePictureUrl } from '#shared/archetype-pictures.ts';
import { speciesForPetType } from '#shared/pet-types.ts';

const previousResults = (page: Page) => page.getByRole('region', { name: 'Previous Results' });
const cards = (page: Page) => page.getByRole('main').getByRole('listitem');
/** A card by its pet's name (by CSS, so it is still found while a modal hides the page from assistive tech). */
const card = (page: Page, petName: string) =>
  page.locator('main li').filter({ has: page.locator('h2, h3').getByText(petName, { exact: true }) });

/** Four assessments, oldest first: Rex, Milo (with a photo), Pip, Clover. */
async function createFour(page: Page): Promise<CreatedAssessment[]> {
  const photo = await petPhotoDataUrl();
  const made: CreatedAssessment[] = [];
  for (const [petName, petTypeId, petPhoto] of [
    ['Rex', 1, null],
    ['Milo', 2, photo],
    ['Pip', 3, null],
    ['Clover', 4, null],
  ] as const) {
    made.push(await createAssessment(page.request, { petName, petTypeId, petPhoto }));
  }
  return made;
}

test.describe('Previous Results on home', () => {
  test('a new owner sees the empty text and no View All link', async ({ page, owner }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: `Welcome back, ${owner.name}!` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Previous Results' })).toBeVisible();
    await expect(previousResults(page).getByText('No previous assessments found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All' })).toHaveCount(0);
    await expectAccessible(page, 'home, no results');
  });

  test('shows the three newest as cards; View All lists all four; a card opens its results', async ({
    page,
    returningOwner: _owner,
  }) => {
    const [rex, milo, pip, clover] = await createFour(page);
    await page.goto('/');
    const region = previousResults(page);
    await expect(region.getByRole('listitem')).toHaveCount(3);
    // Newest first: Clover, Pip, Milo; Rex (the oldest) is only on the View All page.
    await expect(region.getByRole('heading', { level: 3 })).toHaveText(['Clover', 'Pip', 'Milo']);
    await expect(region.getByText('Rex')).toHaveCount(0);
    for (const a of [clover!, pip!, milo!]) {
      const c = card(page, a.petName);
      await expect(c.getByText(PET_TYPE_NAMES[a.petTypeId]!, { exact: true })).toBeVisible();
      await expect(c.getByText(a.archetypeName, { exact: true })).toBeVisible();
      const species = speciesForPetType(a.petTypeId);
      await expect(
        c.getByRole('img', { name: archetypePictureAlt(a.archetypeCode, species), exact: true }),
      ).toHaveAttribute('src', archetypePictureUrl(a.archetypeCode, species));
      await expect(c.getByText(/^Assessed .+ ago$/)).toBeVisible();
      await expect(c.getByRole('button', { name: `Delete ${a.petName}'s assessment` })).toBeVisible();
    }
    // Milo has a photo; the others show their species icon.
    await expect(card(page, 'Milo').locator('img[src^="/api/images/"]')).toHaveCount(1);
    await expect(card(page, 'Pip').locator('img[src^="/api/images/"]')).toHaveCount(0);
    await expectAccessible(page, 'home with results');

    await page.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/assessments$/);
    await expect(page.getByRole('heading', { name: 'All Assessments', level: 1 })).toBeVisible();
    await expect(page.getByText('4 assessments, newest first')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Clover',
      'Pip',
      'Milo',
      'Rex',
    ]);
    await expect(card(page, 'Rex').getByText('Dog', { exact: true })).toBeVisible();
    await expect(card(page, 'Rex').getByText(rex!.archetypeName, { exact: true })).toBeVisible();
    await expectAccessible(page, 'all assessments');
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);

    await card(page, 'Pip').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/results/${pip!.id}$`));
    // Without a photo the profile offers one; its spoken name starts with the words it shows (WCAG 2.5.3).
    const addPhoto = page.getByRole('button', { name: 'Add Photo of Pip' });
    await expect(addPhoto).toBeVisible();
    await expect(addPhoto).toContainText('Add Photo');
  });

  test('the cards are keyboard reachable: Tab to a card and Enter opens it', async ({
    page,
    returningOwner: _owner,
  }) => {
    const made = await createAssessment(page.request, { petName: 'Nova', petTypeId: 2 });
    await page.goto('/');
    const link = card(page, 'Nova').getByRole('link');
    await expect(link).toBeVisible();
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card(page, 'Nova').getByRole('button', { name: `Discuss ${made.archetypeName} pets` })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card(page, 'Nova').getByRole('button', { name: "Delete Nova's assessment" })).toBeFocused();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/results/${made.id}$`));
  });

  test('delete asks first, shows a spinner while pending, toasts, and the card stays gone after reload', async ({
    page,
    returningOwner: _owner,
  }) => {
    await createAssessment(page.request, { petName: 'Rex', petTypeId: 1 });
    await createAssessment(page.request, { petName: 'Luna', petTypeId: 2 });
    await page.goto('/');
    await expect(cards(page)).toHaveCount(2);

    // Cancel keeps it.
    await card(page, 'Rex').getByRole('button', { name: "Delete Rex's assessment" }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText("Are you sure you want to delete Rex's assessment?")).toBeVisible();
    await expectAccessible(page, 'delete confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card(page, 'Rex')).toBeVisible();

    // Delete, held so the pending state shows.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/assessments/*', async (route) => {
      if (route.request().method() === 'DELETE') await held;
      await route.continue();
    });
    const listCalls: number[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/assessments') listCalls.push(Date.now());
    });
    await card(page, 'Rex').getByRole('button', { name: "Delete Rex's assessment" }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    // The card's own button (behind the modal, so hidden from the accessibility tree) waits too.
    await expect(
      card(page, 'Rex').getByRole('button', { name: "Delete Rex's assessment", includeHidden: true }),
    ).toBeDisabled();
    release();
    await expect(toasts(page).getByText('Assessment deleted')).toBeVisible();
    await expect(toasts(page).getByText("Rex's assessment has been deleted.")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(card(page, 'Rex')).toHaveCount(0);
    await expect(card(page, 'Luna')).toBeVisible();
    // The list is refetched shortly after the delete.
    await expect.poll(() => listCalls.length).toBeGreaterThan(0);

    await page.reload();
    await expect(card(page, 'Luna')).toBeVisible();
    await expect(card(page, 'Rex')).toHaveCount(0);
  });

  test('a failed delete shows the destructive toast and keeps the card', async ({ page, returningOwner: _owner }) => {
    await createAssessment(page.request, { petName: 'Rex', petTypeId: 1 });
    await page.route('**/api/assessments/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database is asleep"}' })
        : route.continue(),
    );
    await page.goto('/');
    await card(page, 'Rex').getByRole('button', { name: "Delete Rex's assessment" }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('Failed to delete assessment')).toBeVisible();
    await expect(toasts(page).getByText('Database is asleep')).toBeVisible();
    await expect(card(page, 'Rex')).toBeVisible();
  });

  test('skeleton cards show while the list loads', async ({ page, returningOwner: _owner }) => {
    await createAssessment(page.request, { petName: 'Pip', petTypeId: 3 });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let calls = 0;
    await page.route('**/api/assessments', async (route) => {
      calls += 1;
      await held;
      await route.continue();
    });
    await page.goto('/');
    const loading = previousResults(page).getByRole('status', { name: 'Loading previous results' });
    await expect(loading).toBeVisible();
    await expect(previousResults(page).getByText('No previous assessments found')).toHaveCount(0);
    await expectAccessible(page, 'home loading');
    release();
    await expect(loading).toHaveCount(0);
    await expect(card(page, 'Pip')).toBeVisible();
    expect(calls).toBeGreaterThanOrEqual(1);
  });

  test('the list is fetched on mount and again about 100 ms later', async ({ page, returningOwner: _owner }) => {
    await createAssessment(page.request, { petName: 'Pip', petTypeId: 3 });
    const body = await (await page.request.get('/api/assessments')).text();
    // When the page itself asked (its own clock), so a busy test machine cannot move the figures.
    await page.addInitScript(() => {
      const asked: number[] = [];
      (window as unknown as { listAsked: number[] }).listAsked = asked;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (new URL(url, location.href).pathname === '/api/assessments') asked.push(performance.now());
        return original(input, init);
      };
    });
    // Answered at once, so the mount fetch is done before the second one is due.
    await page.route('**/api/assessments', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body }),
    );
    await page.goto('/');
    await expect(card(page, 'Pip')).toBeVisible();
    const asked = () => page.evaluate(() => (window as unknown as { listAsked: number[] }).listAsked);
    await expect.poll(async () => (await asked()).length, { timeout: 3000 }).toBeGreaterThanOrEqual(2);
    const [first, second] = await asked();
    expect(second! - first!).toBeGreaterThanOrEqual(90);
  });

  test('the discussion shortcut opens the board named after the archetype', async ({
    page,
    returningOwner: _owner,
  }) => {
    const made = await createAssessment(page.request, { petName: 'Rex', petTypeId: 1 });
    const boardsRes = await page.request.get('/api/discussion-boards');
    const boards = (await boardsRes.json()) as { id: number; name: string; archetypeName: string }[];
    const board = boards.find((b) => b.name.includes(made.archetypeName) || b.archetypeName === made.archetypeName)!;
    await page.goto('/');
    await card(page, 'Rex')
      .getByRole('button', { name: `Discuss ${made.archetypeName} pets` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/discussion-board/${board.id}$`));
  });

  test('when the board lookup fails the shortcut goes to /archetype-discussion/{archetypeId}', async ({
    page,
    returningOwner: _owner,
  }) => {
    const made = await createAssessment(page.request, { petName: 'Rex', petTypeId: 1 });
    const visited: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && visited.push(new URL(f.url()).pathname));
    await page.route('**/api/discussion-boards', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/');
    await card(page, 'Rex')
      .getByRole('button', { name: `Discuss ${made.archetypeName} pets` })
      .click();
    await expect.poll(() => visited).toContain(`/archetype-discussion/${made.archetypeId}`);
  });
});
