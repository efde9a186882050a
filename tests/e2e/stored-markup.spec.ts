/**
 * Stored markup: text an owner typed that looks like HTML (in the name, pet name, breed, answers and
 * posts) shows on every screen exactly as typed, and nothing in it becomes markup or runs. The app's
 * CSP would also stop inline handlers, so the test checks the DOM itself: the literal text is on the
 * page, and no element the payloads would create (img[src=x], svg, script, b) exists in the app's root.
 */
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';
import { submission, TEXT_ANSWERS } from '../helpers/factories';

const NAME = '<b>Pat</b> <img src=x onerror=alert(1)>';
const PET = '<svg onload=alert(2)>Rex';
const BREED = '"><script>alert(3)</script>';
const ANSWER = 'He naps <img src=x onerror=window.ran=4> most of the day and does not mind being alone.';
const POST = 'Our walk today <script>window.ran=1</script> <img src=x onerror=alert(5)>';

async function expectInert(page: Page, texts: string[]) {
  for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  const injected = await page.evaluate(
    () => document.querySelectorAll('#root img[src="x"], #root script, #root svg[onload], #root b').length,
  );
  expect(injected, 'elements created from stored text').toBe(0);
  expect(await page.evaluate(() => (window as unknown as { ran?: number }).ran)).toBeUndefined();
}

test('markup typed by an owner shows as text on every screen and never runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const username = uniqueEmail('markup');
  const reg = await page.request.post('/api/register', { data: { username, name: NAME, password: 'secret123' } });
  expect(reg.status()).toBe(201);
  const answers = [...TEXT_ANSWERS];
  answers[5] = ANSWER;
  const sub = await page.request.post('/api/submit-assessment', {
    data: submission({ petName: PET, petBreed: BREED, textResponses: answers }),
  });
  expect(sub.status()).toBe(201);
  const { id } = (await sub.json()) as { id: number };
  const share = await page.request.post(`/api/assessments/${id}/share`);
  expect(share.status()).toBe(200);
  const post = await page.request.post('/api/discussion-boards/3/posts', { data: { content: POST } });
  expect(post.status()).toBe(201);

  await page.goto('/');
  await expectInert(page, [`Welcome back, ${NAME}!`, PET]);

  await page.goto('/assessments');
  await expectInert(page, [PET]);

  await page.goto(`/results/${id}`);
  await expectInert(page, [PET, BREED]);
  // The answer comes back as evidence in 'Why this result', as typed.
  await expect(
    page.getByText('He naps <img src=x onerror=window.ran=4> most of the day', { exact: false }).first(),
  ).toBeVisible();

  await page.goto(`/archetype-details/${id}`);
  await expectInert(page, [PET]);

  await page.goto('/discussion-board/3');
  await expectInert(page, [POST, NAME]);
  await page.getByRole('searchbox').fill('walk');
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByText(/Our walk today/).first()).toBeVisible();
  await expectInert(page, [NAME]);

  const visitor = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 390, height: 844 } });
  const publicPage = await visitor.newPage();
  await publicPage.addInitScript(() => sessionStorage.setItem('pawtype-splash-seen', 'true'));
  await publicPage.goto(`/shared/${id}`);
  await expectInert(publicPage, [PET]);
  await visitor.close();

  expect(dialogs, 'alerts opened by stored text').toEqual([]);
});
