/**
 * Sharing the image (issue 25): on a phone that shares files, 'Share Results' hands the share sheet the
 * story image (a PNG named after the pet) with the link; elsewhere the link is copied as before and
 * 'Download image' saves the card. At 390x844.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { expect, toasts } from './fixtures';
import { createAssessment, test } from './assessment-data';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface SharedFile {
  name: string;
  type: string;
  size: number;
  head: number[];
  width: number;
  height: number;
}

test('a phone that shares files shares the story image, named after the pet, with the link', async ({
  page,
  returningOwner: _owner,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shared?: unknown };
    Object.defineProperty(navigator, 'canShare', {
      configurable: true,
      value: (data?: { files?: File[] }) => Array.isArray(data?.files) && data.files.every((f) => f instanceof File),
    });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: { files?: File[]; url?: string; title?: string; text?: string }) => {
        const files = await Promise.all(
          (data.files ?? []).map(async (f) => {
            const bitmap = await createImageBitmap(f);
            return {
              name: f.name,
              type: f.type,
              size: f.size,
              head: [...new Uint8Array(await f.slice(0, 8).arrayBuffer())],
              width: bitmap.width,
              height: bitmap.height,
            };
          }),
        );
        w.__shared = { files, url: data.url, title: data.title, text: data.text };
      },
    });
  });
  const made = await createAssessment(page.request, { petName: 'Biscuit' });
  await page.goto(`/results/${made.id}`);
  await page.getByRole('button', { name: 'Share Results' }).click();
  const shared = (
    await page.waitForFunction(() => (window as unknown as { __shared?: unknown }).__shared)
  ).jsonValue() as Promise<{
    files: SharedFile[];
    url: string;
    title: string;
  }>;
  const got = await shared;
  expect(got.files).toHaveLength(1);
  const [file] = got.files;
  expect(file!.name).toBe('Biscuit-PawType.png');
  expect(file!.type).toBe('image/png');
  expect(file!.head).toEqual(PNG_MAGIC);
  expect([file!.width, file!.height]).toEqual([1080, 1920]);
  expect(got.url).toMatch(new RegExp(`/shared/${made.id}$`));
  expect(got.title).toBe("Biscuit's PawType personality");
  // It was shared by the owner's choice: the public page answers now, and there is no download button.
  await expect(page.getByText('Anyone with the link can see this result.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download image' })).toHaveCount(0);
});

test('without file sharing the link is copied and "Download image" saves the card', async ({
  page,
  context,
  returningOwner: _owner,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const made = await createAssessment(page.request, { petName: 'Pepper' });
  await page.goto(`/results/${made.id}`);
  // Nothing public before the owner chooses to share: no image to download.
  await expect(page.getByRole('link', { name: 'Download image' })).toHaveCount(0);
  expect((await page.request.get(`/api/shared-assessments/${made.id}/card.png`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Share Results' }).click();
  await expect(toasts(page).getByText('Link Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/shared/${made.id}$`));

  const download = page.getByRole('link', { name: 'Download image' });
  await expect(download).toBeVisible();
  const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(saved.suggestedFilename()).toBe('Pepper-PawType.png');
  const bytes = fs.readFileSync((await saved.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_MAGIC);
  const info = await sharp(bytes).metadata();
  expect([info.width, info.height]).toEqual([1200, 630]);
});
