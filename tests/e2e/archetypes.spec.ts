import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { friendlyDogSubmission } from '../helpers/factories';
import { expect, test } from './worker-owner';
import { ADMIN } from '../../playwright.config';
import { ARCHETYPES, TRAITS } from '#shared/archetypes.ts';
import { STAR_SIGN_RANGES } from '#shared/star-signs.ts';
import type { ArchetypeDetails } from '#shared/contracts/archetypes.ts';
import { brokenWords } from './layout';

interface Created {
  id: number;
  archetypeId: number;
  archetypeCode: string;
  archetypeName: string;
}

async function createAssessment(page: Page, extra: Record<string, unknown> = {}): Promise<Created> {
  const res = await page.request.post('/api/submit-assessment', {
    data: friendlyDogSubmission(extra),
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Created;
}

async function openDetail(page: Page, code: string) {
  await page.goto(`/archetype-library?code=${code}`);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
}

/**
 * The notification area. While a modal dialog is open the rest of the page is hidden from assistive
 * technology (the toast is still announced through Radix's live region), so the region is looked up
 * including hidden elements.
 */
function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true });
}

function dialog(page: Page) {
  return page.getByRole('dialog');
}

test.describe('archetype library', () => {
  test('explains the traits and codes and lists all 16 archetypes', async ({ page, signedIn: _signedIn }) => {
    await page.goto('/archetype-library');
    await expect(page.getByRole('heading', { name: 'Pet Personality Types', level: 1 })).toBeVisible();
    for (const t of TRAITS) {
      await expect(page.getByRole('heading', { name: t.name, exact: true })).toBeVisible();
      const poles = page.getByLabel(`${t.high} versus ${t.low}`);
      await expect(poles).toContainText(t.high);
      await expect(poles).toContainText(t.low);
    }
    await expect(page.getByText(/16 archetypes, each with its own four-letter code/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reading a code' })).toBeVisible();
    const cards = page.getByRole('list').filter({ has: page.getByRole('link', { name: /^Guardian RTPS/ }) });
    await expect(cards.getByRole('link')).toHaveCount(16);
    for (const a of ARCHETYPES) {
      const card = page.getByRole('link', { name: new RegExp(`^${a.title} ${a.code}`) });
      await expect(card).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /^Guardian RTPS/ })).toContainText(
      'Reliant · Timid · Passive · Structured',
    );
    // Two columns on a phone.
    const first = await page.getByRole('link', { name: /^Guardian RTPS/ }).boundingBox();
    const second = await page.getByRole('link', { name: /^Shadow RTPF/ }).boundingBox();
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    // The traits' pole names and the code's letters are whole words at every phone width: never
    // 'Indepen-dent' (each one line, inside its chip).
    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 844 });
      for (const t of TRAITS) {
        for (const name of [t.high, t.low]) {
          const word = page.getByLabel(`${t.high} versus ${t.low}`).getByText(name, { exact: true });
          const lines = await word.evaluate((e) => {
            const r = document.createRange();
            r.selectNodeContents(e);
            return new Set([...r.getClientRects()].map((b) => Math.round(b.top))).size;
          });
          expect(lines, `${name} at ${width} px`).toBe(1);
          const chip = (await word.locator('xpath=..').boundingBox())!;
          const box = (await word.boundingBox())!;
          expect(box.x + box.width, `${name} inside its chip at ${width} px`).toBeLessThanOrEqual(chip.x + chip.width);
        }
      }
      for (const pole of ['Reliant', 'Timid', 'Passive', 'Structured']) {
        const word = page.getByRole('list', { name: 'The letters of RTPS' }).getByText(pole, { exact: true });
        expect((await word.boundingBox())!.height, `${pole} at ${width} px`).toBeLessThan(24);
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'library');

    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const a of ARCHETYPES) {
    test(`the ${a.code} detail view is reachable from the grid`, async ({ page, signedIn: _signedIn }) => {
      await page.goto('/archetype-library');
      await page.getByRole('link', { name: new RegExp(`^${a.title} ${a.code}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/archetype-library\\?code=${a.code}$`));
      await expect(page.getByRole('heading', { name: a.title, level: 2, exact: true })).toBeVisible();
      await expect(page.getByLabel(`Code ${a.code}`)).toBeVisible();
      for (const title of [
        'Personality at a Glance',
        'Overview',
        'Best Approach',
        'Great Tools',
        'Gets on Well With',
        'Tips for Owners',
        'Ideal Owner Description',
        'Famous Animals',
        'Matching Star Signs',
      ]) {
        const card = page.getByRole('region', { name: title, exact: true });
        await expect(card, title).toBeVisible();
        await expect(card, title).not.toContainText('information is not available');
      }
      expect(await page.getByRole('region', { name: 'Tips for Owners' }).locator('p').count()).toBeGreaterThan(1);
      await expect(page.getByRole('region', { name: 'Famous Animals' }).getByRole('img')).toBeVisible();
      await page.getByRole('button', { name: 'Back to Library' }).last().click();
      await expect(page).toHaveURL(/\/archetype-library$/);
      await expect(page.getByRole('heading', { name: 'All 16 archetypes' })).toBeVisible();
    });
  }

  test('the selection lives in the URL: refresh and browser back work', async ({ page, signedIn: _signedIn }) => {
    await page.goto('/archetype-library');
    await page.getByRole('link', { name: /^Navigator RCPF/ }).click();
    await expect(page.getByRole('heading', { name: 'Navigator', level: 2 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Navigator', level: 2 })).toBeVisible();
    await expectAccessible(page, 'library detail');
    await page.goBack();
    await expect(page).toHaveURL(/\/archetype-library$/);
    await expect(page.getByRole('heading', { name: 'All 16 archetypes' })).toBeVisible();
    // An unknown code shows the grid.
    await page.goto('/archetype-library?code=ZZZZ');
    await expect(page.getByRole('heading', { name: 'All 16 archetypes' })).toBeVisible();
  });

  test("in a detail the top arrow goes back to the grid, where the owner was; one 'Back to Library'", async ({
    page,
    signedIn: _signedIn,
  }) => {
    await page.goto('/archetype-library');
    const card = page.getByRole('link', { name: /^Voyager ICAF/ });
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await card.click();
    await expect(page.getByRole('heading', { name: 'Voyager', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Library' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Back to the library' }).click();
    await expect(page).toHaveURL(/\/archetype-library$/);
    await expect(card).toBeInViewport();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(4);
    // From the grid the arrow goes home, and the browser's back from a detail keeps the place too.
    await card.click();
    await page.goBack();
    await expect(card).toBeInViewport();
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Join Discussion Board goes to the archetype board', async ({ page, signedIn: _signedIn }) => {
    await openDetail(page, 'RTAS');
    await page.getByRole('button', { name: 'Join Discussion Board' }).click();
    await expect(page).toHaveURL(/\/discussion-board\/3$/);
    await expect(page.getByText('For pets with the Snuggler personality type')).toBeVisible();
  });
});

test.describe('famous animals dialog', () => {
  test('loads the examples once and shows name, species and description', async ({ page, signedIn: _signedIn }) => {
    let calls = 0;
    page.on('request', (r) => r.url().endsWith('/api/famous-animals') && calls++);
    await openDetail(page, 'ICPF');
    await page.getByRole('button', { name: 'More Famous Examples' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'More Famous Free Spirit Animals' })).toBeVisible();
    const items = dialog(page).getByRole('listitem');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeGreaterThanOrEqual(6);
    await expect(items.first().getByRole('heading')).not.toBeEmpty();
    await expectAccessible(page, 'famous animals dialog');
    await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'More Famous Examples' }).click();
    await expect(items.first()).toBeVisible();
    expect(calls).toBe(1);
  });

  test('shows a loading state while fetching', async ({ page, signedIn: _signedIn }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/famous-animals', async (route) => {
      await held;
      await route.continue();
    });
    await openDetail(page, 'RTPS');
    await page.getByRole('button', { name: 'More Famous Examples' }).click();
    await expect(dialog(page).getByText('Finding famous animals...')).toBeVisible();
    release();
    await expect(dialog(page).getByRole('listitem').first()).toBeVisible();
  });

  test('a failed call shows the server message, then the empty state', async ({ page, signedIn: _signedIn }) => {
    await page.route('**/api/famous-animals', (route) =>
      route.fulfill({ status: 500, json: { message: 'The examples are napping', code: 'INTERNAL' } }),
    );
    await openDetail(page, 'RTPS');
    await page.getByRole('button', { name: 'More Famous Examples' }).click();
    await expect(toasts(page).getByText('Failed to get examples')).toBeVisible();
    await expect(toasts(page).getByText('The examples are napping')).toBeVisible();
    await expect(dialog(page).getByText('No examples found. Try generating again.')).toBeVisible();
  });

  test('a network failure shows "An unexpected error occurred"', async ({ page, signedIn: _signedIn }) => {
    await page.route('**/api/famous-animals', (route) => route.abort());
    await openDetail(page, 'RTPS');
    await page.getByRole('button', { name: 'More Famous Examples' }).click();
    await expect(toasts(page).getByText('Failed to get examples')).toBeVisible();
    await expect(toasts(page).getByText('An unexpected error occurred')).toBeVisible();
  });

  test('invalid data shows "Received invalid data format from server"', async ({ page, signedIn: _signedIn }) => {
    await page.route('**/api/famous-animals', (route) =>
      route.fulfill({ status: 200, json: { famousAnimals: 'none' } }),
    );
    await openDetail(page, 'RTPS');
    await page.getByRole('button', { name: 'More Famous Examples' }).click();
    await expect(toasts(page).getByText('Error', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Received invalid data format from server')).toBeVisible();
  });

  test('an empty list shows the empty state, and Try Again fetches again', async ({ page, signedIn: _signedIn }) => {
    await page.route('**/api/famous-animals', (route) => route.fulfill({ status: 200, json: { famousAnimals: [] } }));
    await openDetail(page, 'RTPS');
    await page.getByRole('button', { name: 'More Famous Examples' }).click();
    await expect(dialog(page).getByText('No examples found. Try generating again.')).toBeVisible();
    await page.unroute('**/api/famous-animals');
    await dialog(page).getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog(page).getByRole('listitem').first()).toBeVisible();
    await expect(dialog(page).getByText('No examples found. Try generating again.')).toHaveCount(0);
  });
});

test.describe('star sign dialog', () => {
  const signs = (page: Page) => dialog(page).getByRole('list', { name: 'Matching star signs' }).getByRole('heading');

  test('shows the local dates first, then the details; Refresh Details shuffles', async ({
    page,
    signedIn: _signedIn,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/star-signs', async (route) => {
      await held;
      await route.continue();
    });
    await openDetail(page, 'RTPS');
    const expected = ['Cancer', 'Taurus', 'Virgo'];
    await page.getByRole('button', { name: 'Learn More About Star Signs' }).click();
    await expect(
      dialog(page).getByRole('heading', { name: 'Star Sign Compatibility for Guardian Pets' }),
    ).toBeVisible();
    await expect(signs(page)).toHaveText(expected);
    for (const name of expected) {
      const dates = STAR_SIGN_RANGES.find((s) => s.name === name)!.dates;
      await expect(dialog(page).getByText(dates)).toBeVisible();
    }
    await expect(dialog(page).getByText('Compatibility', { exact: true })).toHaveCount(0);
    release();
    await expect(dialog(page).getByText('Compatibility', { exact: true })).toHaveCount(3);
    await expect(
      dialog(page)
        .getByText(/Cancer pets are said to/)
        .first(),
    ).toBeVisible();
    await expectAccessible(page, 'star sign dialog');

    const before = await signs(page).allTextContents();
    await dialog(page).getByRole('button', { name: 'Refresh Details' }).click();
    await expect(signs(page)).not.toHaveText(before);
    expect([...(await signs(page).allTextContents())].sort()).toEqual([...expected].sort());
    await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('an unknown sign reads "Date range unavailable" and the server warning shows', async ({
    page,
    signedIn: _signedIn,
  }) => {
    await page.route('**/api/archetypes/1/content', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as ArchetypeDetails;
      await route.fulfill({ response: res, json: { ...body, starSigns: ['Cancer', 'Ophiuchus'] } });
    });
    await openDetail(page, 'RTPS');
    await page.getByRole('button', { name: 'Learn More About Star Signs' }).click();
    await expect(dialog(page).getByText('Date range unavailable')).toBeVisible();
    await expect(dialog(page).getByRole('alert')).toContainText('We could not find details for "Ophiuchus"');
    await expect(
      dialog(page)
        .getByText(/Cancer pets are said to/)
        .first(),
    ).toBeVisible();
  });

  test('a non-OK reply shows the status', async ({ page, signedIn: _signedIn }) => {
    await page.route('**/api/star-signs', (route) => route.fulfill({ status: 503, body: 'down' }));
    await openDetail(page, 'RTPS');
    await page.getByRole('button', { name: 'Learn More About Star Signs' }).click();
    await expect(toasts(page).getByText('Failed to get star sign details')).toBeVisible();
    await expect(toasts(page).getByText('Failed to generate star sign details: 503')).toBeVisible();
    // The local table still shows.
    await expect(signs(page)).toHaveText(['Cancer', 'Taurus', 'Virgo']);
  });

  test('a reply that is not JSON shows "Server returned invalid JSON"', async ({ page, signedIn: _signedIn }) => {
    await page.route('**/api/star-signs', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '<html>oops' }),
    );
    await openDetail(page, 'RTPS');
    await page.getByRole('button', { name: 'Learn More About Star Signs' }).click();
    await expect(toasts(page).getByText('Failed to get star sign details')).toBeVisible();
    await expect(toasts(page).getByText('Server returned invalid JSON')).toBeVisible();
  });

  test('a first entry named Error is shown as a warning', async ({ page, signedIn: _signedIn }) => {
    await page.route('**/api/star-signs', (route) =>
      route.fulfill({
        status: 200,
        json: {
          starSigns: [
            { name: 'Error', dates: '', description: 'The stars are cloudy tonight.', compatibility: '' },
            { name: 'Taurus', dates: 'April 20 - May 20', description: 'Steady.', compatibility: 'Calm homes.' },
          ],
        },
      }),
    );
    await openDetail(page, 'RTPS');
    await page.getByRole('button', { name: 'Learn More About Star Signs' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('The stars are cloudy tonight.');
    await expect(dialog(page).getByText('Calm homes.')).toBeVisible();
    await expect(signs(page)).toHaveText(['Cancer', 'Taurus', 'Virgo']);
  });
});

test.describe('compare my personality type', () => {
  const pick = async (page: Page, labels: RegExp[]) => {
    for (const l of labels) await dialog(page).getByRole('radio', { name: l }).click();
  };

  test('chooses four letters, shows the pairing, saves the type and prefills it next time', async ({
    page,
    signedIn: _signedIn,
  }) => {
    await openDetail(page, 'ICPF');
    await page.getByRole('button', { name: 'Compare my personality type' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Compare my personality type' })).toBeVisible();
    for (const dim of ['Mind', 'Energy', 'Nature', 'Tactics']) {
      await expect(dialog(page).getByRole('radiogroup', { name: dim })).toBeVisible();
    }
    await expect(dialog(page).getByRole('radio', { name: /Extraverted/ })).toContainText('Recharges with people');
    const view = dialog(page).getByRole('button', { name: 'View Compatibility' });
    await expect(view).toBeDisabled();
    await pick(page, [/Extraverted/, /Intuitive/, /Feeling/]);
    await expect(view).toBeDisabled();
    await pick(page, [/Prospecting/]);
    await expect(view).toBeEnabled();
    await expectAccessible(page, 'compare selection');
    await view.click();

    await expect(dialog(page).getByRole('heading', { name: 'ENFP', exact: true })).toBeVisible();
    await expect(dialog(page).getByText('The Enthusiastic Explorer')).toBeVisible();
    await expect(dialog(page).getByText('Relationship style')).toBeVisible();
    await expect(dialog(page).getByRole('heading', { name: 'Tips' })).toBeVisible();
    await expect(dialog(page).getByText(/generalized guide/)).toBeVisible();
    await expect(toasts(page).getByText('MBTI Type Saved')).toBeVisible();
    await expect(toasts(page).getByText('Your MBTI type (ENFP) has been saved to your profile.')).toBeVisible();
    const me = (await (await page.request.get('/api/user')).json()) as { mbtiType: string };
    expect(me.mbtiType).toBe('ENFP');
    await expectAccessible(page, 'compare result');

    await dialog(page).getByRole('button', { name: 'Back to Selection' }).click();
    await expect(dialog(page).getByRole('radio', { name: /Extraverted/ })).toBeChecked();
    // A different choice, then Close: everything resets and reopening shows the saved type.
    await pick(page, [/Introverted/]);
    await dialog(page).getByRole('button', { name: 'Close dialog' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Compare my personality type' }).click();
    for (const l of [/Extraverted/, /Intuitive/, /Feeling/, /Prospecting/]) {
      await expect(dialog(page).getByRole('radio', { name: l })).toBeChecked();
    }
    await expect(dialog(page).getByRole('radio', { name: /Introverted/ })).not.toBeChecked();
    await expect(dialog(page).getByRole('button', { name: 'View Compatibility' })).toBeEnabled();

    // Still prefilled after a reload (read from the saved profile).
    await page.reload();
    await page.getByRole('button', { name: 'Compare my personality type' }).click();
    await expect(dialog(page).getByRole('radio', { name: /Prospecting/ })).toBeChecked();
  });

  test('a failed save shows the server message', async ({ page, signedIn: _signedIn }) => {
    await page.route('**/api/user/mbti', (route) =>
      route.fulfill({ status: 400, json: { message: 'Personality types are on holiday', code: 'VALIDATION' } }),
    );
    await openDetail(page, 'RTPS');
    await page.getByRole('button', { name: 'Compare my personality type' }).click();
    await pick(page, [/Introverted/, /Observant/, /Thinking/, /Judging/]);
    await dialog(page).getByRole('button', { name: 'View Compatibility' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'ISTJ', exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Personality types are on holiday')).toBeVisible();
  });
});

test.describe('archetype details page', () => {
  test('shows the profile and every card for a real assessment', async ({ page, signedIn: _signedIn }) => {
    const created = await createAssessment(page);
    const archetype = ARCHETYPES.find((a) => a.code === created.archetypeCode)!;
    await page.goto(`/archetype-details/${created.id}`);
    await expect(page.getByRole('heading', { name: 'Biscuit Personality Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Dog placeholder' })).toBeVisible();
    await expect(page.getByText(archetype.title, { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel(`Code ${archetype.code}`)).toBeVisible();
    // The letters' pole names are whole words at every phone width ('Independent', never 'Indepe-ndent').
    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 844 });
      const letters = page.getByLabel(`Code ${archetype.code}`).getByRole('listitem');
      await expect(letters).toHaveCount(4);
      expect(await brokenWords(letters), `${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    for (const title of [
      'Overview',
      'Gets on Well With',
      'Tips for Owners',
      'Ideal Owner Description',
      'Famous Animals',
      'Matching Star Signs',
    ]) {
      const card = page.getByRole('region', { name: title, exact: true });
      await expect(card, title).toBeVisible();
      await expect(card, title).not.toContainText('information is not available');
    }
    await expect(page.getByRole('region', { name: 'Overview' }).getByText('Key traits')).toBeVisible();
    expect(await page.getByRole('region', { name: 'Tips for Owners' }).locator('p').count()).toBeGreaterThan(1);
    await expect(page.getByRole('region', { name: 'Famous Animals' }).getByText('Featured')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Famous Animals' }).getByRole('img')).toBeVisible();
    // Born 30 July: a Leo.
    await expect(page.getByText('Biscuit is a Leo')).toBeVisible();
    await expectAccessible(page, 'archetype details');

    await page.getByRole('button', { name: 'More Famous Examples' }).click();
    await expect(dialog(page).getByRole('heading', { name: `More Famous ${archetype.title} Animals` })).toBeVisible();
    await expect(dialog(page).getByRole('listitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Learn More About Star Signs' }).click();
    await expect(
      dialog(page).getByRole('heading', { name: `Star Sign Compatibility for ${archetype.title} Pets` }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Compare my personality type' }).click();
    await expect(dialog(page).getByRole('radiogroup', { name: 'Mind' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Join Discussion Board' }).click();
    await expect(page).toHaveURL(new RegExp(`/discussion-board/${created.archetypeId}$`));
    await page.goto(`/archetype-details/${created.id}`);
    await page.getByRole('button', { name: 'View Archetype Library' }).click();
    await expect(page).toHaveURL(/\/archetype-library$/);
    await page.goto(`/archetype-details/${created.id}`);
    await page.getByRole('button', { name: 'Back to results' }).click();
    await expect(page).toHaveURL(new RegExp(`/results/${created.id}$`));
  });

  test('shows the photo, a cat without a photo, and no sign without a birthday', async ({
    page,
    signedIn: _signedIn,
  }) => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    const withPhoto = await createAssessment(page, {
      petName: 'Pepper',
      petPhoto: `data:image/png;base64,${png.toString('base64')}`,
      petBirthMonth: null,
      petBirthDay: null,
    });
    await page.goto(`/archetype-details/${withPhoto.id}`);
    await expect(page.getByRole('img', { name: 'Photo of Pepper' })).toBeVisible();
    await expect(page.getByText(/Pepper is an? /)).toHaveCount(0);

    const cat = await createAssessment(page, { petName: 'Miso', petTypeId: 2, petBreed: 'Tabby' });
    await page.goto(`/archetype-details/${cat.id}`);
    await expect(page.getByRole('img', { name: 'Cat placeholder' })).toBeVisible();
  });

  test('shows "Loading details..." while loading', async ({ page, signedIn: _signedIn }) => {
    const created = await createAssessment(page);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**/api/assessments/${created.id}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/archetype-details/${created.id}`);
    await expect(page.getByText('Loading details...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Biscuit Personality Profile' })).toBeVisible();
  });

  test('a card whose text is missing says so', async ({ page, signedIn: _signedIn }) => {
    const created = await createAssessment(page);
    // The details page asks for the pet's species' texts (?species=dog).
    await page.route(`**/api/archetypes/${created.archetypeId}/content?species=*`, async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as ArchetypeDetails;
      await route.fulfill({
        response: res,
        json: { ...body, overview: '', getsOnWellWith: '', tips: '', idealOwner: '' },
      });
    });
    await page.goto(`/archetype-details/${created.id}`);
    await expect(page.getByRole('region', { name: 'Overview' })).toContainText(
      'Overview information is not available.',
    );
    await expect(page.getByRole('region', { name: 'Gets on Well With' })).toContainText('information is not available');
    await expect(page.getByRole('region', { name: 'Tips for Owners' })).toContainText('information is not available');
    await expect(page.getByRole('region', { name: 'Ideal Owner Description' })).toContainText(
      'information is not available',
    );
    await expect(page.getByRole('region', { name: 'Matching Star Signs' })).not.toContainText(
      'information is not available',
    );
  });

  test('an unknown or invalid id shows "Details not found"', async ({ page, signedIn: _signedIn }) => {
    for (const id of ['999999', 'abc', '0']) {
      await page.goto(`/archetype-details/${id}`);
      await expect(page.getByRole('heading', { name: 'Details not found' }), id).toBeVisible();
    }
    await expectAccessible(page, 'details not found');
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("someone else's assessment is not found", async ({ page, signedIn: _signedIn }) => {
    const created = await createAssessment(page);
    await page.context().clearCookies();
    const res = await page.request.post('/api/login', { data: { username: ADMIN.username, password: ADMIN.password } });
    expect(res.status()).toBe(200);
    await page.goto(`/archetype-details/${created.id}`);
    await expect(page.getByRole('heading', { name: 'Details not found' })).toBeVisible();
  });
});
