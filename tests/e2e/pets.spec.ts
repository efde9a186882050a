/**
 * Pets (issue 24) at 390x844: assessing the same dog twice (the second time through 'Assess again',
 * which asks only the age), the pet page with its chart and the change in words, the household view
 * with a cat, and ticking this week's plan (survives a reload).
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { createAssessment } from './assessment-data';
import { brokenWords } from './layout';

const TIMID = [
  'Maple is a shy, gentle little dog who hides behind my legs.',
  'Lying on the sofa next to me.',
  'Loud noises, strangers and the vet.',
  'She is scared of other dogs and hides.',
  'She hides under the table when visitors come and trembles.',
  'She follows me everywhere and cries when I leave.',
  'She looks sad and hides.',
  'Sleeps curled up next to me.',
  'Eats slowly and carefully.',
  'She freezes and will not move.',
  'She gets upset when anything changes in her routine.',
];
const BOLD = [
  'Maple is a bold, bouncy dog who loves everyone.',
  'Running in the park and chasing balls for hours.',
  'Baths.',
  'She runs up to other dogs to play.',
  'She now greets visitors at the door with her tail wagging.',
  ...TIMID.slice(5),
];

async function answerTexts(page: Page, answers: readonly string[]) {
  for (let i = 0; i < answers.length; i++) {
    await page.getByLabel('Your answer').fill(answers[i]!);
    await page.getByRole('button', { name: i === answers.length - 1 ? 'See My Results' : 'Next' }).click();
  }
}

test('the same dog assessed twice via Assess again, its page with the chart, the household with a cat, and the plan', async ({
  page,
  owner: _owner,
}) => {
  await createAssessment(page.request, { petName: 'Maple', petAge: 1, textResponses: TIMID });
  await createAssessment(page.request, { petName: 'Tom', petTypeId: 2, petBreed: 'Tabby' });
  const pets = (await (await page.request.get('/api/pets')).json()) as Array<{ id: number; name: string }>;
  const maple = pets.find((p) => p.name === 'Maple')!;
  const tom = pets.find((p) => p.name === 'Tom')!;

  // Home: 'Your pets' with 'Assess Maple again'.
  await page.goto('/');
  const yourPets = page.getByRole('region', { name: 'Your pets' });
  await expect(yourPets.getByRole('article', { name: 'Maple' })).toBeVisible();
  await yourPets.getByRole('button', { name: 'Assess Maple again' }).click();

  // Only the age is asked (pre-filled with what we knew), then the eleven text questions.
  await expect(page.getByText('Assessing Maple again')).toBeVisible();
  const age = page.getByLabel('Age in years');
  await expect(age).toHaveValue('1');
  await age.fill('2');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Pet name')).toHaveCount(0);
  await answerTexts(page, BOLD);
  await expect(page).toHaveURL(/\/results\/\d+$/, { timeout: 10_000 });

  // The result links to Maple's page.
  await page.getByRole('button', { name: "Maple's page" }).click();
  await expect(page).toHaveURL(new RegExp(`/pets/${maple.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Maple' })).toBeVisible();
  await expect(page.getByText(/^Now an?$/)).toBeVisible();
  // The archetype's picture is the dog's, never the archetype's one shared emblem (another animal).
  await expect(page.locator('main img[src*="/api/assets/archetype-"]')).toHaveAttribute(
    'src',
    /archetype-[a-z]{4}-dog/,
  );
  await expect(page.getByText('2 assessments, oldest on the left. Scores go from 1 to 4.')).toBeVisible();
  const chart = page.getByRole('img', { name: /Maple's four traits over 2 assessments/ });
  await expect(chart).toBeVisible();
  await page.getByText('Show as a table').click();
  const table = page.getByRole('table', { name: /Maple's trait scores/ });
  await expect(table.getByRole('row')).toHaveCount(3);
  // The change in the owner's own words.
  await expect(page.getByText(/^More confident than last time: “.+”, in your words\.$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/pets-page.png', fullPage: true });
  await expectAccessible(page, 'pet page');

  // This week's plan: tick Wednesday, reload, still ticked.
  const wednesday = page.getByRole('checkbox', { name: /^Wednesday/ });
  await expect(wednesday).toHaveAttribute('aria-checked', 'false');
  await wednesday.click();
  await expect(wednesday).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /^Wednesday/ })).toHaveAttribute('aria-checked', 'true');

  // Household: Maple and Tom, reachable from both pages.
  await page.getByRole('link', { name: 'Maple and Tom' }).click();
  await expect(page).toHaveURL(new RegExp(`/pets/${maple.id}/household/${tom.id}$`));
  await expect(page.getByText('Maple and Tom', { exact: false }).first()).toBeVisible();
  await expect(page.getByText(/Cats and dogs can become real companions/)).toBeVisible();
  const pictures = page.locator('main img[src*="/api/assets/archetype-"]');
  await expect(pictures).toHaveCount(2);
  expect(
    await pictures.evaluateAll((imgs) =>
      imgs.map((i) => i.getAttribute('src')!.replace(/.*archetype-[a-z]{4}-|\?.*/g, '')).sort(),
    ),
  ).toEqual(['cat', 'dog']);
  for (const title of ['Introductions', 'Resources', 'Routines'])
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  await expectAccessible(page, 'household');
  await page.goto(`/pets/${tom.id}`);
  await expect(page.getByRole('link', { name: 'Tom and Maple' })).toBeVisible();
});

test('deleting a pet asks first, naming how many assessments go with it', async ({ page, owner: _owner }) => {
  await createAssessment(page.request, { petName: 'Rex' });
  await createAssessment(page.request, { petName: 'Rex' });
  const [rex] = (await (await page.request.get('/api/pets')).json()) as Array<{ id: number }>;
  await page.goto(`/pets/${rex!.id}`);
  // Closed without deleting, the dialog puts focus back on the button that opened it.
  await page.getByRole('button', { name: 'Delete Rex' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Rex?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Rex' })).toBeFocused();
  await page.getByRole('button', { name: 'Delete Rex' }).click();
  await expect(
    dialog.getByText('This permanently deletes Rex and all 2 of its assessments, with their photos.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await (await page.request.get('/api/assessments')).json()).toEqual([]);
});

test('an assessment that belongs to another pet moves there, or out to a new pet, after a confirmation', async ({
  page,
  owner: _owner,
}) => {
  await createAssessment(page.request, { petName: 'Maple', textResponses: TIMID });
  await createAssessment(page.request, { petName: 'Maple', textResponses: BOLD });
  await createAssessment(page.request, { petName: 'Pip' });
  await createAssessment(page.request, { petName: 'Tom', petTypeId: 2 });
  const pets = (await (await page.request.get('/api/pets')).json()) as Array<{ id: number; name: string }>;
  const maple = pets.find((p) => p.name === 'Maple')!;
  const pip = pets.find((p) => p.name === 'Pip')!;

  await page.goto(`/pets/${maple.id}`);
  const list = page.getByRole('region', { name: 'Assessments' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list
    .getByRole('button', { name: /^Move to\.\.\. \(the .+ assessment\)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Move this assessment?' });
  // Only the owner's other dogs (not Tom the cat), and a new pet.
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(dialog.getByRole('radio', { name: 'Pip' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'A new pet' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Tom' })).toHaveCount(0);
  const move = dialog.getByRole('button', { name: 'Move', exact: true });
  await expect(move).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Pip' }).check();
  await page.screenshot({ path: 'test-results/pets-move-dialog.png' });
  await expectAccessible(page, 'move dialog');
  await move.click();
  await expect(page.getByText('Moved to Pip', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('One assessment so far. Assess again in a few months to see the trend.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // On Pip's page (now two), one goes out to a new pet of its own.
  await page.goto(`/pets/${pip.id}`);
  await expect(page.getByText('2 assessments, oldest on the left. Scores go from 1 to 4.')).toBeVisible();
  await list
    .getByRole('button', { name: /^Move to\.\.\. \(the .+ assessment\)$/ })
    .first()
    .click();
  await dialog.getByRole('radio', { name: 'A new pet' }).check();
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText('Moved to a new pet', { exact: true })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const after = (await (await page.request.get('/api/pets')).json()) as Array<{
    name: string;
    assessmentCount: number;
  }>;
  expect(after.filter((p) => p.name !== 'Tom').map((p) => p.assessmentCount)).toEqual([1, 1, 1]);
});

test("Start Assessment asks which pet it is for when the owner has pets: one of them is 'Assess again', 'A new pet' the full questionnaire", async ({
  page,
  owner: _owner,
}) => {
  // No pets yet: straight in, as before.
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Assessment' }).click();
  await expect(page).toHaveURL(/\/assessment\?skip_pet_type=true$/);

  await createAssessment(page.request, { petName: 'Maple', petAge: 3 });
  await createAssessment(page.request, { petName: 'Tom', petTypeId: 2 });
  const pets = (await (await page.request.get('/api/pets')).json()) as Array<{ id: number; name: string }>;
  const maple = pets.find((p) => p.name === 'Maple')!;
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Assessment' }).click();
  const chooser = page.getByRole('dialog', { name: 'Which pet is this for?' });
  await expect(chooser.getByRole('button', { name: /^Maple/ })).toBeVisible();
  await expect(chooser.getByRole('button', { name: /^Tom/ })).toBeVisible();
  await expect(chooser.getByRole('button', { name: 'A new pet' })).toBeVisible();
  await page.screenshot({ path: 'test-results/pets-start-chooser.png' });
  await expectAccessible(page, 'which pet chooser');
  await chooser.getByRole('button', { name: /^Maple/ }).click();
  await expect(page).toHaveURL(new RegExp(`/assessment\\?pet=${maple.id}$`));
  await expect(page.getByText('Assessing Maple again')).toBeVisible();
  await expect(page.getByLabel('Age in years')).toHaveValue('3');

  await page.goto('/');
  await page.getByRole('button', { name: 'Start Assessment' }).click();
  await chooser.getByRole('button', { name: 'A new pet' }).click();
  await expect(page).toHaveURL(/\/assessment\?skip_pet_type=true$/);
  await expect(page.getByRole('heading', { name: 'Pet Assessment' })).toBeVisible();
  await expect(page.getByText('Assessing Maple again')).toHaveCount(0);
});

test("a 60-character name: the pet page's buttons wrap it between words, inside rounded corners, at 320 to 430 px", async ({
  page,
  owner: _owner,
}) => {
  const name = 'Sir Reginald Wigglesworth the Third of Upper Puddleby Marsh!';
  await createAssessment(page.request, { petName: name });
  const [pet] = (await (await page.request.get('/api/pets')).json()) as Array<{ id: number }>;
  await page.goto(`/pets/${pet!.id}`);
  for (const width of [320, 390, 430]) {
    await page.setViewportSize({ width, height: 844 });
    for (const label of [`Assess ${name} again`, `Delete ${name}`]) {
      const button = page.getByRole('button', { name: label });
      const words = button.locator('span'); // the label beside the icon
      const box = (await button.boundingBox())!;
      const text = (await words.boundingBox())!;
      expect(await brokenWords(words), `${label} at ${width} px`).toEqual([]);
      // Wrapped over several lines, the words keep the button's padding: none run into its corners.
      expect(text.height, `${label} at ${width} px wraps`).toBeGreaterThan(40);
      expect(text.y - box.y, `${label} at ${width} px: room above`).toBeGreaterThanOrEqual(8);
      expect(box.y + box.height - (text.y + text.height), `${label} at ${width} px: room below`).toBeGreaterThanOrEqual(
        8,
      );
      const radius = await button.evaluate((e) => parseFloat(getComputedStyle(e).borderTopLeftRadius));
      expect(radius, `${label} at ${width} px: rounded corners, not an oval`).toBeLessThanOrEqual(28);
    }
  }
});
