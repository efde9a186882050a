/**
 * Issue 19: each owner reads advice written for their own kind of animal. For a dog, a cat, a bird, a
 * rabbit and a typed 'other' species, the results, details and shared pages show that species' care
 * tips and contain no word from its forbidden list (content/species-vocabulary.ts). The famous animals
 * are real animals told as they are, so their card is left out of the check.
 */
import type { Page } from '@playwright/test';
import { forbiddenWordsIn } from '#content/species-vocabulary.ts';
import { archetypeContent, textsForSpecies } from '#content/index.ts';
import { PET_TYPES, type Species } from '#shared/pet-types.ts';
import { expect } from './fixtures';
import { createAssessment, shareAssessment, test, visitorPage } from './assessment-data';

/** Answers that name no kind of animal, so the owner's own words (shown as evidence) name none either. */
const NEUTRAL_ANSWERS = [
  'Pip is a bold, curious little pet who greets everyone like an old friend.',
  'Exploring new places, playing games and investigating anything new.',
  'Being held for too long and trips to the vet.',
  'Pip goes straight up to other animals and wants to play with all of them.',
  'Not shy at all: Pip comes straight over to say hello to every visitor.',
  'Pip is busy most of the day and does not mind being alone.',
  'Pip looks away for a second, then comes back to make me laugh.',
  'Sleeps through the night in the same corner.',
  'Eats everything fast and asks for more.',
  'Pip stubbornly ignores me and does its own thing.',
  'Changes do not bother Pip; it happily goes along with anything new.',
];

const BREEDS: Record<Species, string> = {
  dog: 'Border Collie',
  cat: 'Ragdoll',
  bird: 'Budgerigar',
  rabbit: 'Holland Lop',
  other: 'Guinea pig',
};

/** The page's visible text, without the famous animals' card and dialog. */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const el of body.querySelectorAll('figure, [role="dialog"]')) el.remove();
    return body.innerText;
  });
}

test.describe('species content on every screen', () => {
  for (const { id: petTypeId, species } of PET_TYPES) {
    test(`a ${species} owner sees ${species} care tips and no word meant for another animal`, async ({
      page,
      returningOwner: _owner,
      browser,
      baseURL,
    }) => {
      const made = await createAssessment(page.request, {
        petName: 'Pip',
        petTypeId,
        petBreed: BREEDS[species],
        textResponses: [...NEUTRAL_ANSWERS],
      });
      const content = archetypeContent[made.archetypeId - 1]!;
      const careTips = content.careTips[species];
      const activities = content.activities[species].map((a) => a.text);

      await page.goto(`/results/${made.id}`);
      await expect(page.getByRole('heading', { name: 'Care Tips' })).toBeVisible();
      await expect(page.getByText(careTips[0]!, { exact: true })).toBeVisible();
      await expect(page.getByText(activities[0]!, { exact: true })).toBeVisible();
      expect(forbiddenWordsIn(await shownText(page), species), `results page of a ${species}`).toEqual([]);

      await page.goto(`/archetype-details/${made.id}`);
      await expect(page.getByRole('heading', { name: 'Ideal Owner Description' })).toBeVisible();
      // Its own tips for owners, paragraph by paragraph (ICAF's dog, cat, bird and rabbit each have their own).
      for (const paragraph of textsForSpecies(content, species).tips.split('\n')) {
        await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
      }
      expect(forbiddenWordsIn(await shownText(page), species), `details page of a ${species}`).toEqual([]);

      await shareAssessment(page.request, made.id);
      const visitor = await visitorPage(browser, baseURL);
      try {
        await visitor.page.goto(`/shared/${made.id}`);
        await expect(visitor.page.getByRole('heading', { name: 'Care Tips' })).toBeVisible();
        await expect(visitor.page.getByText(careTips[0]!, { exact: true })).toBeVisible();
        expect(forbiddenWordsIn(await shownText(visitor.page), species), `shared page of a ${species}`).toEqual([]);
        expect(visitor.errors).toEqual([]);
      } finally {
        await visitor.close();
      }
    });
  }
});
