/**
 * GET /results/{id} (src/server/modules/assessments/result-page.ts): the client's page with preloads of
 * what the result page asks for first. Only the owner's page names the pet's pictures; everyone gets
 * the session and result preloads, which answer them exactly what the app would.
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
  '<!doctype html><html><head><meta charset="UTF-8" /><title>PawType</title></head><body><div id="root"></div></body></html>';

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
    // The rest of the page is the client's, untouched.
    expect(res.body.replace(/<link rel="preload"[^>]*\/>/g, '').replace(drawn, '')).toBe(HTML);
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
      expect(res.body).not.toContain('archetype-');
      expect(res.body).not.toContain('first-screen');
      expect(res.body).not.toContain('Biscuit');
    }
    expect((await requestAs(t.app, other.cookie, 'GET', `/api/assessments/${id}`)).statusCode).toBe(404);
  });

  it('serves the plain page for an id that is not one', async () => {
    const res = await page(owner.cookie, '/results/not-a-number');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(HTML);
  });
});
