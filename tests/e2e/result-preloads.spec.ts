/**
 * The result page's first requests start from its HTML (server-side preloads) and are used by the app:
 * the session, the result and the archetype's picture are each fetched once, and the picture shown is
 * the one the page named.
 */
import { expect } from './fixtures';
import { createAssessment, test } from './assessment-data';
import { archetypePictureAlt, archetypePictureUrl } from '#shared/archetype-pictures.ts';

test('the results page fetches its session, result and picture once each, starting from its HTML', async ({
  page,
  owner: _owner,
}) => {
  const made = await createAssessment(page.request, { petName: 'Pepper', petTypeId: 4 });
  const seen: string[] = [];
  page.on('request', (r) => seen.push(new URL(r.url()).pathname + new URL(r.url()).search));
  const res = await page.goto(`/results/${made.id}`);
  const html = (await res?.text()) ?? '';
  const picture = archetypePictureUrl(made.archetypeCode, 'rabbit');
  expect(html).toContain(
    `<link rel="preload" href="/api/assessments/${made.id}" as="fetch" crossorigin="use-credentials" />`,
  );
  expect(html).toContain(`href="${picture.replaceAll('&', '&amp;')}" as="image"`);
  const image = page.getByRole('img', { name: archetypePictureAlt(made.archetypeCode, 'rabbit') }).first();
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', picture);
  await expect(page.getByRole('heading', { name: /Pepper/ }).first()).toBeVisible();
  expect(seen.filter((u) => u === `/api/assessments/${made.id}`)).toHaveLength(1);
  expect(seen.filter((u) => u === '/api/user')).toHaveLength(1);
  expect(seen.filter((u) => u === picture)).toHaveLength(1);
});
