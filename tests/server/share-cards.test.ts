/**
 * A shared link's preview and card (issue 25; docs/decisions/0040-share-previews-and-cards.md), on both
 * engines: /shared/{id} carries the pet's Open Graph and Twitter metadata built from PUBLIC_URL (never
 * the Host header), escaped, and nothing at all for a result that is not shared or is gone; the card
 * and story PNGs are real PNGs of the right sizes, refused for unshared results, drawn once per version
 * and drawn again after a rename or a new photo.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appWithTwoOwners,
  drivers,
  registerUser,
  requestAs,
  type RegisteredUser,
  type TestApp,
} from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { pngDataUrl, submission } from '../helpers/factories.ts';
import { escapeHtml } from '#server/modules/share-cards/preview-page.ts';

const PUBLIC_URL = 'https://pawtype.example';
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="PawType: discover your pet's unique personality" /><title>PawType</title></head><body><div id="root"></div></body></html>`;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The content of each <meta property|name="..."> of a page, unescaped as a crawler reads it. */
function metaOf(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    out[m[1]!] = m[2]!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return out;
}

describe.each(drivers)('link previews and share cards on %s', (driver) => {
  let t: TestApp;
  let owner: RegisteredUser;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtype-share-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX);
    t = await createTestApp(driver, { clientDir, config: { publicUrl: PUBLIC_URL } as never });
    owner = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const as = (method: string, url: string, payload?: object) => requestAs(t.app, owner.cookie, method, url, payload);
  async function submitted(overrides: Record<string, unknown> = {}, share = true): Promise<number> {
    const res = await as('POST', '/api/submit-assessment', submission(overrides));
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { id: number }).id;
    if (share) expect((await as('POST', `/api/assessments/${id}/share`)).statusCode).toBe(200);
    return id;
  }
  const page = (id: number | string) =>
    t.app.inject({ url: `/shared/${id}`, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });

  it("gives a shared result's page the pet's preview, every address from PUBLIC_URL", async () => {
    const id = await submitted();
    const res = await page(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    const meta = metaOf(res.body);
    const shared = (await requestAs(t.app, null, 'GET', `/api/shared-assessments/${id}`)).json() as {
      assessment: { archetypeName: string };
    };
    expect(meta['og:title']).toBe(`Biscuit is The ${shared.assessment.archetypeName}`);
    expect(res.body).toContain(`<title>Biscuit is The ${shared.assessment.archetypeName}</title>`);
    expect(meta['og:description']).toMatch(
      /^Biscuit is (very|somewhat) (independent|reliant), .* and (very|somewhat) (flexible|structured) \([A-Z]{4}\)\./,
    );
    expect(meta['og:url']).toBe(`${PUBLIC_URL}/shared/${id}`);
    expect(meta['og:image']).toMatch(new RegExp(`^${PUBLIC_URL}/api/shared-assessments/${id}/card\\.png\\?v=`));
    expect(meta['og:image:width']).toBe('1200');
    expect(meta['og:image:height']).toBe('630');
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(meta['twitter:image']).toBe(meta['og:image']);
    expect(res.body).not.toContain('evil.example');
    // The image it names is there, and is the card.
    const image = await t.app.inject({ url: meta['og:image']!.slice(PUBLIC_URL.length) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('gives a result that is not shared, deleted or never was the generic preview, revealing nothing', async () => {
    const unshared = await submitted({ petName: 'Secretpaws' }, false);
    const deleted = await submitted({ petName: 'Goneaway' });
    expect((await as('DELETE', `/api/assessments/${deleted}`)).statusCode).toBe(204);
    const stopped = await submitted({ petName: 'Wasshared' });
    expect((await page(stopped)).body).toContain('Wasshared');
    expect((await as('DELETE', `/api/assessments/${stopped}/share`)).statusCode).toBe(200);
    for (const id of [unshared, deleted, stopped, 999999, 'abc']) {
      const res = await page(id);
      expect(res.statusCode).toBe(200);
      const meta = metaOf(res.body);
      expect(meta['og:title']).toBe('PawType');
      expect(meta['twitter:card']).toBe('summary');
      expect(meta['og:image']).toBe(`${PUBLIC_URL}/icons/icon-512.png`);
      expect(res.body).not.toMatch(/Secretpaws|Goneaway|Wasshared|card\.png/);
      // The client then shows 'Results not found': the API answers 404 for it.
      if (typeof id === 'number') {
        expect((await requestAs(t.app, null, 'GET', `/api/shared-assessments/${id}`)).statusCode).toBe(404);
      }
    }
  });

  it.each([`"><script>alert(1)</script>`, `Tom & "Jerry" O'Malley <b>`, `</title><img src=x onerror=alert(1)>`])(
    'escapes a hostile pet name: %s',
    async (petName) => {
      const id = await submitted({ petName });
      const res = await page(id);
      expect(res.body).not.toContain('<script>alert');
      expect(res.body).not.toContain('<img src=x');
      expect(res.body).not.toContain('<b>');
      expect(res.body).toContain(`<title>${escapeHtml(petName)} is The`);
      const meta = metaOf(res.body);
      expect(meta['og:title']).toMatch(new RegExp(`^${petName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is The `));
      expect(meta['og:image:alt']?.startsWith(`${petName}'s PawType card`)).toBe(true);
      // Exactly one <title>, and the page's own script tags untouched (none added).
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(res.body.match(/<script/g)).toBeNull();
    },
  );

  it('keeps the page by version: a rename shows on the very next read, in every encoding', async () => {
    const id = await submitted({ petName: 'Pepper' });
    const first = await t.app.inject({ url: `/shared/${id}`, headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect((await as('PATCH', `/api/assessments/${id}`, { petName: 'Salt' })).statusCode).toBe(200);
    const gz = await t.app.inject({ url: `/shared/${id}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await page(id);
    expect(metaOf(plain.body)['og:title']).toMatch(/^Salt is The /);
    expect(plain.body).not.toContain('Pepper');
  });

  async function card(id: number, kind: 'card' | 'story' = 'card', headers: Record<string, string> = {}) {
    return t.app.inject({ url: `/api/shared-assessments/${id}/${kind}.png`, headers });
  }

  it('draws the card 1200x630 and the story 1080x1920 as PNG, with caching a crawler respects', async () => {
    const id = await submitted();
    for (const [kind, width, height] of [
      ['card', 1200, 630],
      ['story', 1080, 1920],
    ] as const) {
      const res = await card(id, kind);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
      const info = await sharp(res.rawPayload).metadata();
      expect([info.format, info.width, info.height]).toEqual(['png', width, height]);
      expect(res.rawPayload.length).toBeGreaterThan(15_000);
      expect(res.rawPayload.length).toBeLessThan(1_000_000);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      expect(res.headers.etag).toMatch(/^".+"$/);
      expect(res.headers['last-modified']).toBeTruthy();
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const again = await card(id, kind, { 'if-none-match': res.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      const since = await card(id, kind, { 'if-modified-since': res.headers['last-modified'] as string });
      expect(since.statusCode).toBe(304);
    }
  });

  it('never draws an unchanged card twice; a rename and a new photo show on the next fetch', async () => {
    const id = await submitted({ petName: 'Mochi' });
    const service = t.app.deps.shareCards;
    const first = await card(id);
    const drawn = service.rendered;
    const again = await card(id);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(service.rendered).toBe(drawn);

    expect((await as('PATCH', `/api/assessments/${id}`, { petName: 'Mochi the Brave' })).statusCode).toBe(200);
    const renamed = await card(id);
    expect(renamed.headers.etag).not.toBe(first.headers.etag);
    expect(renamed.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(service.rendered).toBe(drawn + 1);
    // The old ETag no longer matches.
    expect((await card(id, 'card', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(200);

    expect((await as('PATCH', `/api/assessments/${id}`, { petPhoto: await pngDataUrl(600, 600) })).statusCode).toBe(
      200,
    );
    const photo = await card(id);
    expect(photo.headers.etag).not.toBe(renamed.headers.etag);
    expect(photo.rawPayload.equals(renamed.rawPayload)).toBe(false);
  });

  it('serves a card another process drew from the database, without drawing it again', async () => {
    const id = await submitted({ petName: 'Shared Once' });
    const first = await card(id);
    // A fresh service stands for another process: the same database, an empty memory.
    const { ShareCardService } = await import('#server/modules/share-cards/share-card-service.ts');
    const other = new ShareCardService(t.app.deps.db, t.config);
    const kept = await other.card(t.app.deps.catalog, id, 'card');
    expect(other.rendered).toBe(0);
    expect(kept.png.equals(first.rawPayload)).toBe(true);
  });

  it("refuses the card of a result that is not shared, deleted or someone else's unshared one", async () => {
    const unshared = await submitted({}, false);
    const stopped = await submitted();
    expect((await card(stopped)).statusCode).toBe(200);
    expect((await as('DELETE', `/api/assessments/${stopped}/share`)).statusCode).toBe(200);
    const deleted = await submitted();
    expect((await as('DELETE', `/api/assessments/${deleted}`)).statusCode).toBe(204);
    for (const id of [unshared, stopped, deleted, 999999]) {
      for (const kind of ['card', 'story'] as const) {
        const res = await card(id, kind);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Results not found' });
      }
    }
    // Even its owner gets no card until it is shared.
    expect(
      (await requestAs(t.app, owner.cookie, 'GET', `/api/shared-assessments/${unshared}/card.png`)).statusCode,
    ).toBe(404);
  });
});

describe.each(drivers)('link previews without a configured PUBLIC_URL on %s', (driver) => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtype-share-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX);
    t = await createTestApp(driver, { clientDir, config: { publicUrl: null } as never });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("serves the plain page, naming no address (never the request's Host), for a shared result too", async () => {
    const owner = await registerUser(t.app);
    const made = await requestAs(
      t.app,
      owner.cookie,
      'POST',
      '/api/submit-assessment',
      submission({ petName: 'Hostless' }),
    );
    const id = (made.json() as { id: number }).id;
    expect((await requestAs(t.app, owner.cookie, 'POST', `/api/assessments/${id}/share`)).statusCode).toBe(200);
    const res = await t.app.inject({ url: `/shared/${id}`, headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(metaOf(res.body)['og:image']).toBeUndefined();
    expect(res.body).not.toMatch(/evil\.example|Hostless/);
  });
});

describe.each(drivers)('the public view kept by version on %s', (driver) => {
  let t: TestApp;
  let owner: RegisteredUser;
  beforeAll(async () => {
    ({ t, owner } = await appWithTwoOwners(driver));
  });
  afterAll(() => t.close());

  it('answers the same view again, and shows a rename or unsharing on the very next read', async () => {
    const res = await requestAs(t.app, owner.cookie, 'POST', '/api/submit-assessment', submission({ petName: 'Kept' }));
    const id = (res.json() as { id: number }).id;
    await requestAs(t.app, owner.cookie, 'POST', `/api/assessments/${id}/share`);
    const read = () => requestAs(t.app, null, 'GET', `/api/shared-assessments/${id}`);
    const first = await read();
    expect(first.json()).toMatchObject({ assessment: { petName: 'Kept' } });
    expect((await read()).body).toBe(first.body);
    await requestAs(t.app, owner.cookie, 'PATCH', `/api/assessments/${id}`, { petName: 'Renamed' });
    expect((await read()).json()).toMatchObject({ assessment: { petName: 'Renamed' } });
    await requestAs(t.app, owner.cookie, 'DELETE', `/api/assessments/${id}/share`);
    expect((await read()).statusCode).toBe(404);
    await requestAs(t.app, owner.cookie, 'POST', `/api/assessments/${id}/share`);
    expect((await read()).statusCode).toBe(200);
    // Never owner data on the kept view.
    expect((await read()).json()).not.toHaveProperty('assessment.textResponses');
  });
});
