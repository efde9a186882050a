import { test } from './fixtures';
import { createAssessment, petPhotoDataUrl } from './assessment-data';

const LONG = 'Sir Maplewood Fluffington-Barkington the Third of Little Paws'.slice(0, 60);
test('screens', async ({ page, owner: _owner }) => {
  test.setTimeout(180_000);
  const photo = await petPhotoDataUrl();
  await createAssessment(page.request, { petName: LONG, petAge: 1 });
  await createAssessment(page.request, {
    petName: LONG,
    petPhoto: photo,
    textResponses: [
      'A bold, bouncy dog who loves everyone.',
      'Running in the park and chasing balls for hours.',
      'Baths.',
      'Runs up to other dogs to play.',
      'Now greets visitors at the door with a wagging tail.',
      'Follows me everywhere and cries when I leave.',
      'Looks sad and hides.',
      'Sleeps curled up next to me.',
      'Eats slowly.',
      'Freezes and will not move.',
      'Gets upset when anything changes in the routine.',
    ],
  });
  await createAssessment(page.request, { petName: 'Tom', petTypeId: 2, petBreed: 'Tabby' });
  const pets = (await (await page.request.get('/api/pets')).json()) as Array<{ id: number; name: string }>;
  const a = pets.find((p) => p.name === LONG)!;
  const b = pets.find((p) => p.name === 'Tom')!;
  for (const w of [320, 390, 430]) {
    await page.setViewportSize({ width: w, height: 844 });
    await page.goto('/');
    await page.getByRole('region', { name: 'Your pets' }).waitFor();
    await page.screenshot({ path: `/work/coord/screens-24/home-${w}.png`, fullPage: true });
    await page.goto(`/pets/${a.id}`);
    await page.getByRole('img', { name: /four traits/ }).waitFor();
    await page.getByText('Show as a table').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/work/coord/screens-24/pet-${w}.png`, fullPage: true });
    await page.goto(`/pets/${a.id}/household/${b.id}`);
    await page.getByRole('heading', { name: 'What helps' }).waitFor();
    await page.screenshot({ path: `/work/coord/screens-24/household-${w}.png`, fullPage: true });
    await page.goto(`/assessment?pet=${a.id}`);
    await page.getByLabel('Age in years').waitFor();
    await page.screenshot({ path: `/work/coord/screens-24/assess-again-${w}.png`, fullPage: false });
  }
});
