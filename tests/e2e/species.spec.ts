/**
 * Issue 19 at 390x844: each species sees its own pictures and none of the words meant for other
 * animals, the answer (name, photo, picture, code, title) on the first screen, the owner's own word
 * for an 'Other' pet, and the library's species switch.
 */
import type { Page } from '@playwright/test';
import { CLOSE_CALL_ANSWERS } from '../helpers/factories';
import { expect, expectAccessible } from './fixtures';
import { createAssessment, petPhotoDataUrl, shareAssessment, test, visitorPage } from './assessment-data';
import { forbiddenWordsIn } from '#content/species-vocabulary.ts';
import { archetypePictureAlt } from '#shared/archetype-pictures.ts';
import { ARCHETYPES } from '#shared/archetypes.ts';
import type { Species } from '#shared/pet-types.ts';

const SCREENS = process.env.SCREENS_DIR ?? '.tmp/screens-19';

/** Answers any owner could give, whatever the animal: the owner's words are shown back as evidence. */
const NEUTRAL_ANSWERS = [
  'Pip is a curious, gentle little soul who loves company.',
  'Exploring new corners, playing with toys and sitting close to me.',
  'Loud noises and trips to the vet.',
  'Watches other animals carefully before coming any closer.',
  'Hides at first when visitors arrive, then comes out slowly.',
  'Follows me from room to room and hates being left alone.',
  'Looks at me and comes over for reassurance.',
  'Sleeps in the same cosy spot every night.',
  'Eats slowly and likes the same food at the same time.',
  'Freezes and waits for me to help.',
  'Gets unsettled when the furniture moves and likes a steady routine.',
];

const PETS: {
  species: Species;
  petTypeId: number;
  petName: string;
  petBreed: string;
  petTypeOther?: string;
  shown: string;
}[] = [
  { species: 'dog', petTypeId: 1, petName: 'Bramble', petBreed: 'Border Collie x Labrador', shown: 'Dog' },
  { species: 'cat', petTypeId: 2, petName: 'Miso', petBreed: 'British Shorthair', shown: 'Cat' },
  { species: 'bird', petTypeId: 3, petName: 'Kiwi', petBreed: 'Budgerigar', shown: 'Bird' },
  { species: 'rabbit', petTypeId: 4, petName: 'Clover', petBreed: 'Holland Lop', shown: 'Rabbit' },
  {
    species: 'other',
    petTypeId: 5,
    petName: 'Peanut',
    petBreed: 'Abyssinian',
    petTypeOther: '  Guinea pig ',
    shown: 'Guinea pig',
  },
];

/** Waits for the pictures in view to finish loading (a swapped src keeps the old image until then). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.images].filter((i) => i.getBoundingClientRect().top < window.innerHeight).every((i) => i.complete),
  );
}

/** Everything the page shows in words: its visible text and its images' alt texts. */
async function wordsOnPage(page: Page): Promise<string> {
  const text = await page.locator('body').innerText();
  const alts = await page.locator('img[alt]').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')).join('\n'));
  return `${text}\n${alts}`;
}

async function expectInFirstScreen(page: Page, what: string, locator: ReturnType<Page['locator']>) {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.y, `${what} starts on the first screen`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} ends on the first screen`).toBeLessThanOrEqual(844);
}

test.describe('Each species sees its own animal, the answer first', () => {
  for (const pet of PETS) {
    test(`a ${pet.shown.toLowerCase()} owner: picture, words and type on results, details, shared page and home`, async ({
      page,
      browser,
      baseURL,
      returningOwner: _owner,
    }) => {
      const made = await createAssessment(page.request, {
        petName: pet.petName,
        petTypeId: pet.petTypeId,
        petBreed: pet.petBreed,
        ...(pet.petTypeOther ? { petTypeOther: pet.petTypeOther } : {}),
        petPhoto: pet.species === 'dog' ? await petPhotoDataUrl() : null,
        textResponses: NEUTRAL_ANSWERS.map((a) => a.replace('Pip', pet.petName)),
      });
      const title = `The ${ARCHETYPES.find((a) => a.code === made.archetypeCode)!.title}`;
      const alt = archetypePictureAlt(made.archetypeCode, pet.species);
      expect(alt).toMatch(new RegExp(`^An? ${pet.species === 'other' ? 'small pet' : pet.species} `));

      // Results: the answer on the first screen, the species' picture, the owner's word for the type.
      await page.goto(`/results/${made.id}`);
      const main = page.getByRole('main');
      await expectInFirstScreen(page, 'pet name', main.getByRole('heading', { level: 1, name: pet.petName }));
      await expectInFirstScreen(page, 'picture', main.getByRole('img', { name: alt, exact: true }));
      await expectInFirstScreen(page, 'code', main.getByText(made.archetypeCode, { exact: true }).first());
      await expectInFirstScreen(page, 'title', main.getByRole('heading', { level: 2, name: title, exact: true }));
      if (pet.species === 'dog') await expectInFirstScreen(page, 'photo', main.getByRole('img', { name: pet.petName }));
      await expect(main.getByText(pet.shown, { exact: true }).first()).toBeVisible();
      if (pet.petTypeOther) await expect(main.getByText('Other', { exact: true })).toHaveCount(0);
      await expect(
        page
          .getByRole('heading', { name: 'Activities' })
          .or(page.getByText(/activities/i))
          .first(),
      ).toBeVisible();
      expect.soft(forbiddenWordsIn(await wordsOnPage(page), pet.species), 'results page').toEqual([]);
      await settled(page);
      await page.screenshot({ path: `${SCREENS}/results-${pet.species}-390-first.png` });
      await page.screenshot({ path: `${SCREENS}/results-${pet.species}-390-full.png`, fullPage: true });

      // Details.
      await page.goto(`/archetype-details/${made.id}`);
      await expect(page.getByRole('img', { name: alt, exact: true })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Famous Animals' }).or(page.getByText('Famous')).first(),
      ).toBeVisible();
      expect.soft(forbiddenWordsIn(await wordsOnPage(page), pet.species), 'details page').toEqual([]);

      // Home card: the picture and the type the owner gave.
      await page.goto('/');
      const card = page.getByRole('listitem').filter({ hasText: pet.petName });
      await expect(card.getByRole('img', { name: alt, exact: true })).toBeVisible();
      await expect(card.getByText(pet.shown, { exact: true })).toBeVisible();

      // The shared page, as a visitor sees it.
      await shareAssessment(page.request, made.id);
      const visitor = await visitorPage(browser, baseURL);
      try {
        await visitor.page.goto(`/shared/${made.id}`);
        await expect(visitor.page.getByRole('img', { name: alt, exact: true })).toBeVisible({ timeout: 15_000 });
        await expect(visitor.page.getByText(pet.shown, { exact: true })).toBeVisible();
        expect.soft(forbiddenWordsIn(await wordsOnPage(visitor.page), pet.species), 'shared page').toEqual([]);
        expect(visitor.errors).toEqual([]);
      } finally {
        await visitor.close();
      }
    });
  }

  test('a 60-character name with a close call: the answer on the first screen, the questions an invitation, nothing scrolls sideways', async ({
    page,
    returningOwner: _owner,
  }) => {
    const petName = 'Sir Biscuit Wigglesworth the Third of Little Puddington Farm';
    expect(petName).toHaveLength(60);
    const made = await createAssessment(page.request, {
      petName,
      petPhoto: await petPhotoDataUrl(),
      textResponses: [...CLOSE_CALL_ANSWERS],
    });
    expect(made.archetypeCode).toBe('ICAF');
    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/results/${made.id}`);
      const main = page.getByRole('main');
      await expectInFirstScreen(page, 'pet name', main.getByRole('heading', { level: 1, name: petName }));
      await expectInFirstScreen(page, 'photo', main.getByRole('img', { name: petName, exact: true }));
      await expectInFirstScreen(
        page,
        'picture',
        main.getByRole('img', { name: 'A dog setting off over the mountains with a compass' }),
      );
      await expectInFirstScreen(page, 'code', main.getByText('ICAF', { exact: true }));
      await expectInFirstScreen(page, 'title', main.getByRole('heading', { level: 2, name: 'The Voyager' }));
      const invitation = page.getByRole('region', { name: 'Help us sharpen this' });
      await expect(invitation.getByRole('button', { name: /^Answer \d+ questions?$/ })).toBeVisible();
      await expect(invitation.getByRole('radio')).toHaveCount(0);
      const size = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        height: document.documentElement.scrollHeight,
      }));
      expect(size.scrollWidth, `nothing scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
      console.log(`results page height at ${width} px (close call, 60-character name): ${size.height}`);
      if (width === 390) {
        await page.screenshot({ path: `${SCREENS}/results-close-call-60-390-first.png` });
        await page.screenshot({ path: `${SCREENS}/results-close-call-60-390-full.png`, fullPage: true });
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'results, the answer first');
  });
});

test.describe('Archetype library species switch', () => {
  test('dog first; choosing a species changes every picture and is remembered after a reload', async ({
    page,
    returningOwner: _owner,
  }) => {
    await page.goto('/archetype-library');
    const species = page.getByRole('radiogroup', { name: 'Show the pictures for' });
    await expect(species.getByRole('radio', { name: 'Dog' })).toHaveAttribute('aria-checked', 'true');
    const grid = page.getByRole('region', { name: 'All 16 archetypes' }).getByRole('list');
    await expect(grid.getByRole('img', { name: archetypePictureAlt('RCAF', 'dog'), exact: true })).toBeVisible();
    await expect(grid.getByRole('img', { name: /^A dog / })).toHaveCount(16);
    await settled(page);
    await page.screenshot({ path: `${SCREENS}/library-dog-390.png` });

    await species.getByRole('radio', { name: 'Cat' }).click();
    await expect(grid.getByRole('img', { name: /^A cat / })).toHaveCount(16);
    await expect(grid.getByRole('img', { name: /^A dog / })).toHaveCount(0);
    await species.getByRole('radio', { name: 'Bird' }).click();
    await expect(species.getByRole('radio', { name: 'Bird' })).toHaveAttribute('aria-checked', 'true');
    await expect(grid.getByRole('img', { name: /^A bird / })).toHaveCount(16);
    await species.getByRole('radio', { name: 'Other' }).click();
    await expect(grid.getByRole('img', { name: /^A small pet / })).toHaveCount(16);
    await species.getByRole('radio', { name: 'Rabbit' }).click();
    await expect(grid.getByRole('img', { name: /^A rabbit / })).toHaveCount(16);
    await settled(page);
    await page.screenshot({ path: `${SCREENS}/library-rabbit-390.png` });
    await expectAccessible(page, 'library with the species switch');

    await page.reload();
    await expect(species.getByRole('radio', { name: 'Rabbit' })).toHaveAttribute('aria-checked', 'true');
    await expect(grid.getByRole('img', { name: /^A rabbit / })).toHaveCount(16);
    // An archetype's detail shows the chosen species too.
    await page.getByRole('link', { name: /^Go-getter RCAF/ }).click();
    await expect(page.getByRole('img', { name: 'A rabbit leaping a hurdle', exact: true })).toBeVisible();
  });
});
