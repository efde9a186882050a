/**
 * Test data for the browser tests: assessments created and shared through the API as the signed-in owner,
 * and a `returningOwner` fixture. Registration is rate limited (10 per address per 15 minutes, one server per
 * run), so instead of a new account per test the worker's one owner is reused; a worker runs one test at a
 * time, and each test starts with that owner signed in and no assessments left over.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { submission } from '../helpers/factories';
import { expect, type Owner } from './fixtures';
import { test as workerTest } from './worker-owner';

export interface CreatedAssessment {
  id: number;
  petName: string;
  petTypeId: number;
  archetypeId: number;
  archetypeCode: string;
  archetypeName: string;
  independenceScore: number;
  confidenceScore: number;
  activityScore: number;
  flexibilityScore: number;
}

export const PET_TYPE_NAMES: Record<number, string> = { 1: 'Dog', 2: 'Cat', 3: 'Bird', 4: 'Rabbit', 5: 'Other' };

/** A small square PNG made from one of the app's own illustrations, as a pet photo would arrive. */
export async function petPhotoDataUrl(): Promise<string> {
  const svg = fs.readFileSync('content/assets/famous-rcaf.svg');
  const png = await sharp(svg).resize(256, 256, { fit: 'cover' }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export async function createAssessment(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<CreatedAssessment> {
  const res = await request.post('/api/submit-assessment', { data: submission(overrides) });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreatedAssessment;
}

export async function shareAssessment(request: APIRequestContext, id: number): Promise<void> {
  const res = await request.post(`/api/assessments/${id}/share`);
  expect(res.status()).toBe(200);
}

/**
 * A page in a fresh browser context with no cookies (a signed-out visitor), splash already seen,
 * failing on the app's console errors like the `page` fixture does.
 */
export async function visitorPage(
  browser: Browser,
  baseURL: string | undefined,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    locale: 'en-GB',
    serviceWorkers: 'block',
  });
  await context.addInitScript(() => sessionStorage.setItem('pawtype-splash-seen', 'true'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors, close: () => context.close() };
}

/** The worker's owner (see worker-owner.ts), signed in, with no assessments left from earlier tests. */
export const test = workerTest.extend<{ returningOwner: Owner }>({
  returningOwner: async ({ page, signedIn }, use) => {
    const list = (await (await page.request.get('/api/assessments')).json()) as { id: number }[];
    for (const a of list) expect((await page.request.delete(`/api/assessments/${a.id}`)).status()).toBe(204);
    await use(signedIn);
  },
});
