import sharp from 'sharp';
import { expect, expectAccessible, test, toasts } from './fixtures';

const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: import('@playwright/test').Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const ANSWERS = [
  'Pepper is a shy little guinea pig who squeaks when she hears the fridge open.',
  'Eating fresh parsley, exploring cardboard tunnels and popcorning around the run.',
  'Being picked up and having her nails clipped.',
  'She hides from the cat and freezes when the dog walks past the run.',
  'She runs into her hidey house when visitors come and stays there until they leave.',
  'She mostly sleeps and nibbles hay; she does not seem to mind being alone.',
  'She freezes and then darts into her tunnel.',
  'Lots of short naps through the day and night.',
  'Very food motivated, wheeks loudly at dinner time.',
  'She runs away and will not come out until I leave.',
  'She gets very stressed when her cage is moved and hides for a whole day.',
];

async function photoFile(color: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 600, height: 400, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name: 'pet.png', mimeType: 'image/png', buffer };
}

test('a new owner completes the whole questionnaire and gets a result with evidence', async ({
  page,
  owner,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${owner.name}!` })).toBeVisible();
  await page.getByRole('button', { name: 'Start Assessment' }).click();
  await expect(page).toHaveURL(/\/assessment\?skip_pet_type=true$/);

  // 1. Pet type, with 'Other (specify)'
  await expect(page.getByRole('heading', { name: 'Pet Assessment' })).toBeVisible();
  await expect(page.getByText('Question 1 of 16')).toBeVisible();
  await shot(page, 'q01-pet-type');
  await expectAccessible(page, 'assessment pet type');
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByRole('combobox', { name: 'Pet type' }).selectOption({ label: 'Other (specify)' });
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('What kind of animal?').fill('Guinea pig');
  await continueButton.click();

  // 2. Breed, with its counter and message
  await expect(page.getByText('Question 2 of 16')).toBeVisible();
  const breed = page.getByLabel('Breed or species');
  await expect(breed).toHaveValue('Guinea pig');
  await breed.fill('');
  await continueButton.click();
  await expect(page.getByText('Breed or species required')).toBeVisible();
  await breed.fill('Abyssinian guinea pig');
  await expect(page.getByText('21/100 characters')).toBeVisible();
  await shot(page, 'q02-breed');
  // back to the pet type keeps the choice
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page.getByText('Question 1 of 16')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Pet type' })).toHaveValue('other');
  await continueButton.click();
  await expect(breed).toHaveValue('Abyssinian guinea pig');
  await continueButton.click();

  // 3. Age: the message, then 'I don't know'
  await expect(page.getByText('Question 3 of 16')).toBeVisible();
  await continueButton.click();
  await expect(toasts(page).getByText('Pet age required')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: "Please enter your pet's age or select 'I don't know'" }),
  ).toBeVisible();
  await page.getByLabel('Age in years').fill('2');
  await page.getByLabel("I don't know my pet's age").check();
  await expect(page.getByLabel('Age in years')).toBeDisabled();
  await expect(page.getByLabel('Age in years')).toHaveValue('');
  await expect(page.getByLabel('Birth month')).toBeDisabled();
  await shot(page, 'q03-age');
  await continueButton.click();

  // 4. Name and photo with the square crop
  await expect(page.getByText('Question 4 of 16')).toBeVisible();
  await continueButton.click();
  await expect(page.getByText('Pet name required')).toBeVisible();
  await page.getByLabel('Pet name').fill('Pepper');
  await page.getByLabel('Choose a photo').setInputFiles(await photoFile({ r: 200, g: 140, b: 60 }));
  const crop = page.getByRole('dialog', { name: "Adjust Your Pet's Photo" });
  await expect(crop).toBeVisible();
  const zoom = crop.getByRole('slider', { name: 'Zoom' });
  await expect(zoom).toHaveAttribute('min', '1');
  await expect(zoom).toHaveAttribute('max', '3');
  await expect(zoom).toHaveAttribute('step', '0.1');
  await zoom.fill('1.5');
  await shot(page, 'q04-crop');
  await crop.getByRole('button', { name: 'Apply' }).click();
  await expect(crop).toBeHidden();
  const preview = page.getByRole('img', { name: 'Photo of Pepper' });
  await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await shot(page, 'q04-name');
  await continueButton.click();

  // 5. Rescue
  await expect(page.getByText('Question 5 of 16')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Is Pepper a rescue?' })).toBeVisible();
  await continueButton.click();
  await expect(page.getByText('Please make a selection')).toBeVisible();
  await page.getByRole('radio', { name: 'No' }).click();
  await continueButton.click();

  // 6-16. The eleven text questions, with a reload in the middle. The submission is held so the
  // pending state can be seen before the success toast replaces the processing one.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/submit-assessment', async (route) => {
    await held;
    await route.continue();
  });
  for (let i = 0; i < 11; i++) {
    await expect(page.getByText(`Question ${6 + i} of 16`)).toBeVisible();
    const answer = page.getByLabel('Your answer');
    await answer.fill(ANSWERS[i]!);
    await expect(page.getByText(`${ANSWERS[i]!.length}/1000 characters`)).toBeVisible();
    if (i === 0) {
      await shot(page, 'q06-text');
      await expectAccessible(page, 'assessment text question');
    }
    if (i === 4) {
      await page.reload();
      await expect(page.getByText('Question 10 of 16')).toBeVisible();
      await expect(page.getByLabel('Your answer')).toHaveValue(ANSWERS[4]!);
      await page.getByRole('button', { name: 'Go back' }).click();
      await expect(page.getByText('Question 9 of 16')).toBeVisible();
      await expect(page.getByLabel('Your answer')).toHaveValue(ANSWERS[3]!);
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: i === 10 ? 'See My Results' : 'Next' }).click();
  }
  await expect(toasts(page).getByText('Processing your assessment')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  release();
  await expect(toasts(page).getByText('Assessment complete!')).toBeVisible();
  await expect(page).toHaveURL(/\/results\/\d+$/, { timeout: 10_000 });
  const resultUrl = page.url();
  const id = resultUrl.split('/').pop()!;

  // The results page: profile, archetype, traits, evidence in the owner's words
  await expect(page.getByRole('heading', { name: 'Pepper' })).toBeVisible();
  // 'Other (specify)': the badge shows what the owner typed, not 'Other' (issue 19).
  await expect(page.getByText('Guinea pig', { exact: true })).toBeVisible();
  await expect(page.getByText('Other', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^The / })).toBeVisible();
  await expect(page.getByRole('meter')).toHaveCount(4);
  await expect(page.getByRole('meter', { name: 'Confidence' })).toHaveAttribute('aria-valuetext', /Timid/);
  const why = page.getByRole('heading', { name: 'Why this result' }).locator('..');
  await expect(why.getByText(/hidey house|hides from the cat|runs away|freezes/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', `/archetype-details/${id}`);
  await shot(page, 'results');
  await expectAccessible(page, 'results');

  // A reload shows the same result; the draft is gone
  expect(await page.evaluate(() => localStorage.getItem('pawtype-assessment-draft'))).toBeNull();

  // Renaming inline
  await page.getByRole('button', { name: 'Edit name' }).click();
  await page.getByLabel('Pet name').fill('  Pepper Jr  ');
  await page.getByLabel('Pet name').press('Enter');
  await expect(toasts(page).getByText('Pet information updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pepper Jr' })).toBeVisible();
  // an empty name is ignored
  await page.getByRole('button', { name: 'Edit name' }).click();
  await page.getByLabel('Pet name').fill('   ');
  await page.getByLabel('Pet name').press('Enter');
  await expect(page.getByRole('heading', { name: 'Pepper Jr' })).toBeVisible();

  // A photo over 5 MB is refused before any crop or upload
  const before = await page.getByRole('img', { name: 'Pepper Jr' }).getAttribute('src');
  await page
    .getByLabel('Choose a new photo')
    .setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(toasts(page).getByText('Image too large')).toBeVisible();
  await expect(toasts(page).getByText('Please select an image smaller than 5MB.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: "Adjust Your Pet's Photo" })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Pepper Jr' })).toHaveAttribute('src', before!);

  // Changing the photo through the crop dialog
  await page.getByLabel('Choose a new photo').setInputFiles(await photoFile({ r: 40, g: 90, b: 200 }));
  await page.getByRole('dialog', { name: "Adjust Your Pet's Photo" }).getByRole('button', { name: 'Apply' }).click();
  await expect(toasts(page).getByText('Pet information updated successfully!')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Pepper Jr' })).not.toHaveAttribute('src', before!);

  // Sharing copies the public link; it opens signed out
  await page.getByRole('button', { name: 'Share Results' }).click();
  await expect(toasts(page).getByText('Link Copied!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/shared/${id}$`));
  const visitor = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 390, height: 844 } });
  const anon = await visitor.newPage();
  await anon.addInitScript(() => sessionStorage.setItem('pawtype-splash-seen', 'true'));
  await anon.goto(link);
  await expect(anon.getByText(/Pepper Jr/).first()).toBeVisible();
  await expect(anon.getByText(/hidey house/)).toHaveCount(0);
  await visitor.close();

  // Stop sharing: the link no longer answers
  // Stop sharing asks first; keeping it changes nothing.
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  const confirm = page.getByRole('dialog', { name: 'Stop sharing this result?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep sharing' }).click();
  await expect(confirm).toHaveCount(0);
  // (The dialog's code loads on the first tap; closing it still puts focus back where it was.)
  await expect(page.getByRole('button', { name: 'Stop sharing' })).toBeFocused();
  await expect(page.getByText('Anyone with the link can see this result.')).toBeVisible();
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await confirm.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByText('Anyone with the link can see this result.')).toHaveCount(0);
  const res = await page.request.get(`/api/shared-assessments/${id}`);
  expect(res.status()).toBe(404);
});

test('pet type from the link skips the first question; back from breed goes home', async ({ page, owner: _owner }) => {
  await page.goto('/assessment?skip_pet_type=true&pet_type=2');
  await expect(page.getByText('Question 2 of 16')).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('back goes step by step, and from the pet type to home', async ({ page, owner: _owner }) => {
  await page.goto('/assessment');
  await page.getByRole('combobox', { name: 'Pet type' }).selectOption({ label: 'Dog' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Breed or species').fill('Beagle');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Age in years').fill('4');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Question 4 of 16')).toBeVisible();
  for (const n of [3, 2, 1]) {
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page.getByText(`Question ${n} of 16`)).toBeVisible();
  }
  await expect(page.getByRole('combobox', { name: 'Pet type' })).toHaveValue('1');
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('mostly blank answers bring the multiple-choice questions as a fallback', async ({ page, owner: _owner }) => {
  test.setTimeout(90_000);
  await page.goto('/assessment?skip_pet_type=true&pet_type=1');
  await page.getByLabel('Breed or species').fill('Border Collie');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Age in years').fill('5');
  await page.getByLabel('Birth month').selectOption({ label: 'March' });
  await page.getByLabel('Birth day').selectOption('25');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Pet name').fill('Flash');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Yes' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  for (let i = 0; i < 11; i++) {
    if (i === 0) await page.getByLabel('Your answer').fill('Never stops running, herds everything.');
    await page.getByRole('button', { name: i === 10 ? 'See My Results' : 'Next' }).click();
  }
  await expect(page.getByText('Question 7 of 16')).toBeVisible();
  // After 'Question 16 of 16' the numbers start again from 7: the first screen says why.
  await expect(page.getByRole('heading', { name: 'A few quick taps to finish' })).toBeVisible();
  await expect(page.getByText(/multiple-choice questions? takes? their place/)).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  const first = page.getByRole('radiogroup').getByRole('radio').first();
  await first.click();
  await expect(first).toHaveAttribute('aria-checked', 'true');
  await shot(page, 'q07-choice');
  await next.click();
  await expect(page.getByText('Question 8 of 16')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A few quick taps to finish' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  // back drops the last answer and shows the previous question again, unselected
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page.getByText('Question 7 of 16')).toBeVisible();
  await expect(page.getByRole('radiogroup').getByRole('radio', { checked: true })).toHaveCount(0);
  let n = 7;
  for (;;) {
    await page.getByRole('radiogroup').getByRole('radio').last().click();
    const finish = page.getByRole('button', { name: 'See My Results' });
    if (await finish.isVisible()) {
      await finish.click();
      break;
    }
    await page.getByRole('button', { name: 'Next' }).click();
    n += 1;
    await expect(page.getByText(`Question ${n} of 16`)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/results\/\d+$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Flash' })).toBeVisible();
});

test('a failed submission shows the error and keeps the answers', async ({ page, owner: _owner }) => {
  await page.route('**/api/submit-assessment', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' }),
    }),
  );
  await page.goto('/assessment?skip_pet_type=true&pet_type=2');
  await page.getByLabel('Breed or species').fill('Siamese');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel("I don't know my pet's age").check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Pet name').fill('Luna');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'No' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  for (let i = 0; i < 11; i++) {
    await page.getByLabel('Your answer').fill(`Luna answer ${i + 1}: she watches the world from the windowsill.`);
    await page.getByRole('button', { name: i === 10 ? 'See My Results' : 'Next' }).click();
  }
  await expect(toasts(page).getByText('Assessment submission failed')).toBeVisible();
  await expect(page.getByText('Question 16 of 16')).toBeVisible();
  await expect(page.getByLabel('Your answer')).toHaveValue(/Luna answer 11/);
});

test('an unknown result shows "Results not found" with a way home', async ({ page, owner: _owner }) => {
  await page.goto('/results/999999');
  await expect(page.getByRole('heading', { name: 'Results not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
