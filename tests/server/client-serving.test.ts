/**
 * How the client and the API go out (docs/decisions/0012-compression-and-caching.md): precompressed brotli or gzip for text
 * assets, a year of immutable caching for hashed assets, no caching of index.html and the service
 * worker, and API answers of 1 KiB or more compressed per request.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../helpers/test-app.ts';
import { pickEncoding } from '#server/plugins/client.ts';

const HTML = `<!doctype html><title>PawType</title><div id="root"></div>${'<!-- padding -->'.repeat(80)}`;
const JS = `export const app = ${JSON.stringify('x'.repeat(2000))};`;
const SW = `self.addEventListener('install', () => self.skipWaiting()); // ${'y'.repeat(1500)}`;

/** A small built client, precompressed the way `npm run build` does it. */
function writeFixture(dir: string) {
  const files: Record<string, string> = { 'index.html': HTML, 'assets/index-Ab12Cd34.js': JS, 'sw.js': SW };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  }
  fs.mkdirSync(path.join(dir, 'icons'));
  fs.writeFileSync(path.join(dir, 'icons/icon.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
}

const decode = (body: Buffer, encoding: string | undefined) =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(body).toString()
    : encoding === 'gzip'
      ? zlib.gunzipSync(body).toString()
      : body.toString();

describe('serving the client and compressing answers', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtype-client-'));
    writeFixture(clientDir);
    t = await createTestApp('pglite', { clientDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, cookie?: string) =>
    t.app.inject({
      url,
      headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...(cookie ? { cookie } : {}) },
    });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('sends a hashed asset precompressed (%s -> %s) and cached for a year', async (accept, expected) => {
    const res = await get('/assets/index-Ab12Cd34.js', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(decode(res.rawPayload, expected)).toBe(JS);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await get('/assets/index-Ab12Cd34.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(JS);
  });

  it.each(['/', '/welcome', '/results/12', '/index.html'])(
    'sends index.html for %s compressed, never cached',
    async (url) => {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      // The result page names its owner's pictures (result-page.test.ts): private, and never cached either.
      expect(res.headers['cache-control']).toBe(url.startsWith('/results/') ? 'private, no-cache' : 'no-cache');
      expect(decode(res.rawPayload, 'br')).toBe(HTML);
    },
  );

  it('never caches the service worker and sends it compressed', async () => {
    const res = await get('/sw.js', 'gzip, br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(decode(res.rawPayload, 'br')).toBe(SW);
  });

  it('revalidates files outside /assets/ and leaves binary files alone', async () => {
    const res = await get('/icons/icon.png', 'gzip, br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses API JSON of 1 KiB or more, per the request', async () => {
    const { cookie } = await registerUser(t.app);
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const res = await get('/api/archetypes', accept, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      const json = JSON.parse(decode(res.rawPayload, expected)) as unknown[];
      expect(JSON.stringify(json).length).toBeGreaterThan(1024);
    }
  });

  it('leaves small answers and unknown API paths uncompressed', async () => {
    const small = await get('/api/health', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
    const missing = await get('/api/nope', 'gzip, br');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: expect.any(String) });
  });

  it('reads Accept-Encoding with q-values', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding(undefined)).toBeNull();
  });
});
