import { TRAITS, scoreLabel } from '#shared/archetypes.ts';
import type { SharedAssessment } from '#shared/contracts/assessments.ts';
import { expect, expectAccessible } from './fixtures';
import { createAssessment, petPhotoDataUrl, shareAssessment, test, visitorPage } from './assessment-data';
import { archetypePictureAlt, archetypePictureUrl } from '#shared/archetype-pictures.ts';

test.describe('the public shared page', () => {
  test('a signed-out visitor sees the shared assessment in full', async ({
    page,
    returningOwner: _owner,
    browser,
    baseURL,
  }) => {
    const made = await createAssessment(page.request, { petName: 'Biscuit', petPhoto: await petPhotoDataUrl() });
    await shareAssessment(page.request, made.id);
    const shared = (await (await page.request.get(`/api/shared-assessments/${made.id}`)).json()) as SharedAssessment;

    const visitor = await visitorPage(browser, baseURL);
    const v = visitor.page;
    try {
      await v.goto(`/shared/${made.id}`);
      expect(await v.context().cookies()).toEqual([]);
      await expect(v.getByText("You're viewing Biscuit's shared assessment")).toBeVisible();
      await expect(v.getByRole('heading', { name: 'Biscuit', level: 1 })).toBeVisible();
      await expect(v.getByRole('img', { name: 'Photo of Biscuit' })).toHaveAttribute('src', /^\/api\/images\//);
      await expect(v.getByText('Dog', { exact: true })).toBeVisible();
      await expect(v.getByRole('heading', { name: new RegExp(`^${made.archetypeName}`), level: 2 })).toBeVisible();
      // The archetype's picture for the pet's species (a dog), with its alt text.
      await expect(
        v.getByRole('img', { name: archetypePictureAlt(made.archetypeCode, 'dog'), exact: true }),
      ).toHaveAttribute('src', archetypePictureUrl(made.archetypeCode, 'dog'));
      await expect(v.getByRole('list', { name: `Code ${made.archetypeCode}` })).toBeVisible();
      await expect(v.getByText('Your pet is:')).toBeVisible();

      // Traits as meters with the spec's labels.
      const scores = [made.independenceScore, made.confidenceScore, made.activityScore, made.flexibilityScore];
      for (const [i, trait] of TRAITS.entries()) {
        const meter = v.getByRole('meter', { name: trait.name });
        await expect(meter).toHaveAttribute('aria-valuenow', String(scores[i]));
        await expect(meter).toHaveAttribute('aria-valuetext', scoreLabel(trait, scores[i]!));
      }

      await expect(v.getByRole('heading', { name: 'Recommended Activities' })).toBeVisible();
      expect(shared.activities.length).toBeGreaterThan(0);
      for (const a of shared.activities) await expect(v.getByText(a.text, { exact: true })).toBeVisible();
      await expect(v.getByRole('heading', { name: 'Care Tips' })).toBeVisible();
      expect(shared.careTips.length).toBeGreaterThan(0);
      for (const t of shared.careTips) await expect(v.getByText(t.text, { exact: true })).toBeVisible();

      await expect(v.getByText('© 2025 PawType. All rights reserved.')).toBeVisible();
      await expectAccessible(v, 'shared results');

      await v.getByRole('link', { name: 'Try PawType for Your Pet' }).click();
      await expect(v).toHaveURL(/\/auth$/);
      expect(visitor.errors, 'console errors').toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  test('an assessment that was never shared reads "Results not found"', async ({ page, returningOwner: _owner }) => {
    const made = await createAssessment(page.request, { petName: 'Secret' });
    await page.context().clearCookies();
    await page.goto(`/shared/${made.id}`);
    await expect(page.getByRole('heading', { name: 'Results not found' })).toBeVisible();
    await expect(page.getByText('This assessment may have been deleted or the link may be incorrect.')).toBeVisible();
    await expect(page.getByText('Secret')).toHaveCount(0);
    await expect(page.getByText('© 2025 PawType. All rights reserved.')).toBeVisible();
    await expectAccessible(page, 'shared not found');
    await page.getByRole('link', { name: 'Try PawType Yourself' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a non-numeric id reads "Results not found" without calling the API', async ({ page }) => {
    let calls = 0;
    page.on('request', (r) => r.url().includes('/api/shared-assessments') && calls++);
    await page.goto('/shared/not-a-number');
    await expect(page.getByRole('heading', { name: 'Results not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try PawType Yourself' })).toBeVisible();
    expect(calls).toBe(0);
  });

  test('a server failure reads "Error Loading Results" after one retry', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/shared-assessments/*', (route) => {
      calls += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
    });
    await page.goto('/shared/123');
    await expect(page.getByRole('status', { name: 'Loading shared results' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Error Loading Results' })).toBeVisible({ timeout: 10_000 });
    await expect(
      page.getByText(
        "Sorry, we couldn't load these results. The assessment may have been deleted or is no longer available.",
      ),
    ).toBeVisible();
    expect(calls).toBe(2);
    await expectAccessible(page, 'shared error');
    await page.getByRole('link', { name: 'Try PawType Yourself' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the owner can open their own shared link too, with a species icon when there is no photo', async ({
    page,
    returningOwner: _owner,
  }) => {
    const made = await createAssessment(page.request, { petName: 'Whiskers', petTypeId: 2 });
    await shareAssessment(page.request, made.id);
    await page.goto(`/shared/${made.id}`);
    await expect(page.getByText("You're viewing Whiskers's shared assessment")).toBeVisible();
    await expect(page.getByRole('img', { name: 'Cat icon' })).toBeVisible();
    await expect(page.getByRole('meter')).toHaveCount(4);
  });
});
