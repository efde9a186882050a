/**
 * GET /results/{id} (src/server/modules/assessments/result-page.ts): the client's page with preloads of
 * what the result page asks for first. Only the owner's page names the pet's pictures; everyone gets
 * the session and result preloads, which answer them exactly what the app would, and the result
 * screen's chunks (from the build's manifest) as modulepreloads; the owner's page, whose first screen
 * comes drawn, has its scripts at low priority and leaves the screen's chunks to the app.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  drivers,
  registerUser,
  requestAs,
  type RegisteredUser,
  type TestApp,
} from '../helpers/test-app.ts';
import { submission } from '../helpers/factories.ts';
import { archetypePictureUrl } from '#shared/archetype-pictures.ts';

const HTML =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>PawType</title>' +
  '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shared-b2.js"></head>' +
  '<body><div id="root"></div></body></html>';

/** A build's manifest (Vite's shape): the result screen imports a chunk the entry has and two it has not. */
const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_shared-b2.js'] },
  '_shared-b2.js': { file: 'assets/shared-b2.js' },
  'features/results/results-page.tsx': {
    file: 'assets/results-page-c3.js',
    isDynamicEntry: true,
    imports: ['_shared-b2.js', '_card-d4.js'],
  },
  '_card-d4.js': { file: 'assets/card-d4.js', imports: ['_merge-e5.js', '_shared-b2.js'] },
  '_merge-e5.js': { file: 'assets/merge-e5.js' },
  'features/home/home-page.tsx': { file: 'assets/home-page-f6.js', isDynamicEntry: true },
};
const SCREEN_CHUNKS = ['/assets/results-page-c3.js', '/assets/card-d4.js', '/assets/merge-e5.js'];

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" (?:fetchpriority="low" )?crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  );
/** Each module script and modulepreload of the page, and whether it asks for low priority. */
const scriptPriorities = (html: string) =>
  [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")([^>]*)>/g)].map((m) =>
    m[1]!.includes('fetchpriority="low"') ? 'low' : 'default',
  );
/** The page less what the server adds: the preloads, the screen's chunks and the low priorities. */
const clientPart = (html: string) =>
  html
    .replace(/<link rel="preload"[^>]*\/>/g, '')
    .replace(/ fetchpriority="low"/g, '')
    .replace(/<link rel="modulepreload" crossorigin href="\/assets\/(results-page-c3|card-d4|merge-e5)\.js">/g, '');

/** The server's first screen in the page (from its opening tag to the page's closing body). */
const firstScreen = (html: string) => /<div id="first-screen"[\s\S]*(?=<\/body>)/.exec(html)?.[0] ?? '';

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"([^>]*)\/>/g)].map((m) => ({
    href: m[1]!.replaceAll('&amp;', '&'),
    as: m[2],
    credentials: m[3]!.includes('crossorigin="use-credentials"'),
  }));

describe.each(drivers)('the result page with its preloads on %s', (driver) => {
  let t: TestApp;
  let clientDir: string;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let id: number;
  let code: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtype-result-page-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), HTML);
    fs.mkdirSync(path.join(clientDir, '.vite'));
    fs.writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp(driver, { clientDir });
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
    const res = await requestAs(t.app, owner.cookie, 'POST', '/api/submit-assessment', submission({ petTypeId: 2 }));
    expect(res.statusCode, res.body).toBe(201);
    ({ id } = res.json() as { id: number });
    code = (
      (await requestAs(t.app, owner.cookie, 'GET', `/api/assessments/${id}`)).json() as {
        assessment: { archetypeCode: string };
      }
    ).assessment.archetypeCode;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const page = (cookie: string | null, url = `/results/${id}`) => requestAs(t.app, cookie, 'GET', url);
  const fetches = () => [
    { href: '/api/user', as: 'fetch', credentials: true },
    { href: `/api/assessments/${id}`, as: 'fetch', credentials: true },
  ];

  it("names the owner's session, result and the archetype's picture for the pet's species, privately", async () => {
    const res = await page(owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    expect(preloads(res.body)).toEqual([
      ...fetches(),
      { href: archetypePictureUrl(code, 'cat'), as: 'image', credentials: false },
    ]);
    expect(archetypePictureUrl(code, 'cat')).toContain('-cat');
    // The first screen, drawn right after the app's root: the pet's name, kind and the answer.
    const drawn = firstScreen(res.body);
    expect(drawn).toContain('>Biscuit</h1>');
    expect(drawn).toContain('>Cat</span>');
    expect(drawn).toContain(`>${code}</p>`);
    expect(drawn).toContain(`src="${archetypePictureUrl(code, 'cat').replaceAll('&', '&amp;')}"`);
    expect(drawn).toMatch(/^<div id="first-screen" aria-hidden="true"/);
    // The page paints without scripts: the entry's come after the stylesheet and the pictures, and the
    // screen's own chunks are left to the app, which asks for them once it runs.
    expect(modulePreloads(res.body)).toEqual(['/assets/shared-b2.js']);
    expect(scriptPriorities(res.body)).toEqual(['low', 'low']);
    // The rest of the page is the client's, untouched.
    expect(clientPart(res.body).replace(drawn, '')).toBe(HTML);
  });

  it('draws what an owner typed as text: a name made of markup is escaped, never markup', async () => {
    const name = '<img src=x onerror=alert(1)>&"\'';
    const made = await requestAs(t.app, owner.cookie, 'POST', '/api/submit-assessment', submission({ petName: name }));
    expect(made.statusCode, made.body).toBe(201);
    const res = await page(owner.cookie, `/results/${(made.json() as { id: number }).id}`);
    const drawn = firstScreen(res.body);
    expect(drawn).toContain('&lt;img src=x onerror=alert(1)&gt;&amp;&quot;&#x27;</h1>');
    expect(drawn).not.toContain('<img src=x');
  });

  it('gives another owner and a stranger only the fetches, which answer them what the app would', async () => {
    for (const cookie of [other.cookie, null]) {
      const res = await page(cookie);
      expect(res.statusCode).toBe(200);
      expect(preloads(res.body)).toEqual(fetches());
      // The app draws this page: its chunks come with it, at the browser's usual priority.
      expect(modulePreloads(res.body)).toEqual(['/assets/shared-b2.js', ...SCREEN_CHUNKS]);
      expect(scriptPriorities(res.body)).toEqual(['default', 'default', 'default', 'default', 'default']);
      expect(clientPart(res.body)).toBe(HTML);
      expect(res.body).not.toContain('archetype-');
      expect(res.body).not.toContain('first-screen');
      expect(res.body).not.toContain('Biscuit');
    }
    expect((await requestAs(t.app, other.cookie, 'GET', `/api/assessments/${id}`)).statusCode).toBe(404);
  });

  it("serves the app page with the screen's chunks for an id that is not one", async () => {
    const res = await page(owner.cookie, '/results/not-a-number');
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual([]);
    expect(modulePreloads(res.body)).toEqual(['/assets/shared-b2.js', ...SCREEN_CHUNKS]);
    expect(clientPart(res.body)).toBe(HTML);
  });

  it("gives every other screen's path the page naming that screen's chunks; an unknown path the plain page", async () => {
    for (const cookie of [owner.cookie, null]) {
      const home = await page(cookie, '/');
      expect(home.headers['content-type']).toMatch(/^text\/html/);
      expect(home.headers['cache-control']).toBe('no-cache');
      expect(modulePreloads(home.body)).toEqual(['/assets/shared-b2.js', '/assets/home-page-f6.js']);
      expect(scriptPriorities(home.body)).toEqual(['default', 'default', 'default']);
      expect(home.body.replace('<link rel="modulepreload" crossorigin href="/assets/home-page-f6.js">', '')).toBe(HTML);
    }
    // A screen the build does not name (the library here), and a path that is no screen: the page as built.
    for (const url of ['/archetype-library', '/no-such-page']) expect((await page(null, url)).body).toBe(HTML);
  });

  it('keeps the build manifest to itself: its address is the app page, not the file', async () => {
    const res = await page(null, '/.vite/manifest.json');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toContain('results-page-c3');
  });
});
