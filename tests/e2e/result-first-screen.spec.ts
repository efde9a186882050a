/**
 * The result page's first screen drawn by the server (docs/decisions/0056): on screen before the app's
 * scripts have run, each element where the app then shows its own (so the hand-over does not move
 * anything), for every kind of pet, a 60-character name, a photo and a long breed, at 320, 390 and
 * 430 px; only the result's owner gets it; and the splash in index.html.
 */
import type { Locator, Page } from '@playwright/test';
import { archetypePictureAlt, archetypePictureUrl } from '#shared/archetype-pictures.ts';
import { speciesForPetType } from '#shared/pet-types.ts';
import { createOwner, expect, test } from './fixtures';
import { createAssessment, petPhotoDataUrl, type CreatedAssessment } from './assessment-data';
import { brokenWords } from './layout';

const LONG_NAME = 'Sir Reginald Wigglesworth the Third of Upper Puddleby Marsh!'; // 60 characters
const WIDTHS = [320, 390, 430] as const;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

/** The answer's parts, found in `root` (the server's layer or the app's page). */
function parts(root: Locator | Page, made: CreatedAssessment, typeLabel: string) {
  const picture = archetypePictureUrl(made.archetypeCode, speciesForPetType(made.petTypeId));
  return {
    header: root.getByText('Your Results', { exact: true }),
    name: root.locator('h1'),
    type: root.getByText(typeLabel, { exact: true }),
    picture: root.locator(`img[src="${picture}"]`),
    code: root.getByText(made.archetypeCode, { exact: true }),
    title: root.getByText(`The ${made.archetypeName}`, { exact: true }),
  };
}

/** The page with the app's scripts held back: what a phone shows while they are still on their way. */
async function beforeTheApp(page: Page) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

const PETS = [
  { label: 'a dog with a 60-character name and a photo', petTypeId: 1, petName: LONG_NAME, photo: true, type: 'Dog' },
  { label: 'a cat', petTypeId: 2, petName: 'Miso', petBreed: 'Maine Coon', type: 'Cat' },
  { label: 'a bird', petTypeId: 3, petName: 'Kiwi', petBreed: 'Budgerigar', type: 'Bird' },
  { label: 'a rabbit', petTypeId: 4, petName: 'Clover', petBreed: 'Netherland Dwarf', type: 'Rabbit' },
  {
    label: "a guinea pig typed as 'Other'",
    petTypeId: 5,
    petName: 'Pip',
    petTypeOther: 'Guinea pig',
    petBreed: 'Abyssinian',
    type: 'Guinea pig',
  },
] as const;

for (const pet of PETS) {
  test(`${pet.label}: the server's first screen is on view before the app runs, and the app's own takes its place without a move`, async ({
    page,
    browser,
    baseURL,
    owner: _owner,
  }) => {
    const made = await createAssessment(page.request, {
      petName: pet.petName,
      petTypeId: pet.petTypeId,
      ...('petBreed' in pet ? { petBreed: pet.petBreed } : {}),
      ...('petTypeOther' in pet ? { petTypeOther: pet.petTypeOther } : {}),
      ...('photo' in pet ? { petPhoto: await petPhotoDataUrl() } : {}),
    });
    const storageState = await page.context().storageState();
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        baseURL,
        storageState,
        viewport: { width, height: 844 },
        hasTouch: true,
        serviceWorkers: 'block',
      });
      await context.addInitScript(() => sessionStorage.setItem('pawtype-splash-seen', 'true'));
      try {
        // Before the app: the server's layer, with the pet's name, kind, the species' picture and the answer.
        const early = await context.newPage();
        await beforeTheApp(early);
        await early.goto(`/results/${made.id}`);
        const layer = early.locator('#first-screen');
        const drawn = parts(layer, made, pet.type);
        await expect(drawn.name).toHaveText(pet.petName);
        // A long name wraps between its words, even beside the photo at 320 px.
        expect(await brokenWords(drawn.name), `${width} px: words cut by a line break`).toEqual([]);
        for (const part of Object.values(drawn)) await expect(part).toBeVisible();
        await expect(early.getByRole('status', { name: 'PawType is starting' })).toBeHidden();
        // The answer is on the first screen, whole.
        const titleBox = await boxOf(drawn.title);
        expect(titleBox.y + titleBox.height, `${width} px: the title on the first screen`).toBeLessThanOrEqual(844);
        expect(await early.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        if (width === 390) await early.screenshot({ path: test.info().outputPath(`first-screen-${pet.type}.png`) });
        const before: Record<string, Box> = {};
        for (const [key, part] of Object.entries(drawn)) before[key] = await boxOf(part);
        // The cards' colours too: the answer's card is the app's peach from the first frame, not white first.
        const cardColour = (part: Locator) =>
          part.evaluate((e) => getComputedStyle(e.closest('section')!).backgroundColor);
        const colours = { pet: await cardColour(drawn.name), answer: await cardColour(drawn.title) };
        expect(colours.answer, `${width} px: the answer's card is not the pet's card's white`).not.toBe(colours.pet);

        // With the app: the layer is gone, and each of the app's own parts is where the server drew it.
        const app = await context.newPage();
        await app.goto(`/results/${made.id}`);
        await expect(app.getByRole('heading', { name: `The ${made.archetypeName}` })).toBeVisible();
        await expect(app.locator('#first-screen')).toHaveCount(0);
        await expect(app.getByRole('heading', { level: 1 })).toHaveText(pet.petName);
        expect(await brokenWords(app.getByRole('heading', { level: 1 })), `${width} px: the app's name`).toEqual([]);
        await expect(
          app.getByRole('img', { name: archetypePictureAlt(made.archetypeCode, speciesForPetType(made.petTypeId)) }),
        ).toBeVisible();
        const own = parts(app, made, pet.type);
        expect({ pet: await cardColour(own.name.first()), answer: await cardColour(own.title.first()) }).toEqual(
          colours,
        );
        for (const [key, part] of Object.entries(own)) {
          const box = await boxOf(part.first());
          for (const side of ['x', 'y', 'width', 'height'] as const) {
            expect(Math.abs(box[side] - before[key]![side]), `${width} px, ${key}.${side}`).toBeLessThanOrEqual(1);
          }
        }
      } finally {
        await context.close();
      }
    }
  });
}

test("another owner's result, or no session: the page carries no first screen and nothing of the pet", async ({
  page,
  playwright,
  baseURL,
  owner: _owner,
}) => {
  const made = await createAssessment(page.request, { petName: 'Secret Sausage' });
  const own = await (await page.request.get(`/results/${made.id}`)).text();
  expect(own).toContain('id="first-screen"');
  expect(own).toContain('Secret Sausage');

  const stranger = await playwright.request.newContext({ baseURL });
  await createOwner(stranger, 'Stranger Danger');
  const theirs = await (await stranger.get(`/results/${made.id}`)).text();
  const signedOut = await (await playwright.request.newContext({ baseURL })).get(`/results/${made.id}`);
  for (const html of [theirs, await signedOut.text()]) {
    expect(html).not.toContain('id="first-screen"');
    expect(html).not.toContain('Secret Sausage');
  }
  await stranger.dispose();
});

test.describe('the splash', () => {
  test.use({ showSplash: true });

  test("is in the page itself, so it shows before the app's scripts; once seen this session it never shows again", async ({
    page,
    owner: _owner,
  }) => {
    const made = await createAssessment(page.request, { petName: 'Juniper', petTypeId: 2 });
    await beforeTheApp(page);
    await page.goto(`/results/${made.id}`);
    const splash = page.getByRole('status', { name: 'PawType is starting' });
    await expect(splash).toBeVisible();
    await expect(splash.getByText("Discover your pet's unique personality")).toBeVisible();

    // With the app: the same splash, taken over in place (one at a time), then the result.
    await page.unrouteAll();
    await page.goto(`/results/${made.id}`);
    await expect(splash).toHaveCount(1);
    await expect(splash).toBeHidden({ timeout: 6000 });
    await expect(page.getByRole('heading', { name: 'Juniper' })).toBeVisible();

    // Seen: a reload shows the result's first screen straight away, with no splash even before the app.
    await beforeTheApp(page);
    await page.reload();
    await expect(page.locator('#first-screen').getByText('Juniper', { exact: true })).toBeVisible();
    await expect(splash).toBeHidden();
  });
});
