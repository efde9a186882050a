/**
 * The gallery: full-page screenshots of every screen and state the screen check visits
 * (tests/e2e/screen-states.ts) at 320, 390 and 430 px, with the longest values the API accepts, from a
 * running PawType, for looking at them. The splash is shot first, as a visitor sees it.
 *
 * Usage: BASE_URL=http://127.0.0.1:3000 npx tsx scripts/screenshots.ts [outDir] [state name filter]
 * With ADMIN_USERNAME and ADMIN_PASSWORD set, the admin's screens are shot too. FIRST_SCREEN=1 shoots
 * only what a phone shows before scrolling (320/390/430 x 844), at a size that can be read.
 */
import fs from 'node:fs';
import { chromium, request } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import {
  buildWorld,
  contextFor,
  FIRST_WIDTH,
  HEIGHT,
  settle,
  STATES,
  WIDTHS,
  type Who,
} from '../tests/e2e/screen-states.ts';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const out = process.argv[2] ?? 'screenshots';
const only = process.argv[3];
const fullPage = process.env.FIRST_SCREEN !== '1';
const admin =
  process.env.ADMIN_USERNAME && process.env.ADMIN_PASSWORD
    ? { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD }
    : null;
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const world = await buildWorld(() => request.newContext({ baseURL: base }), admin);
const states = STATES.filter((s) => (s.who !== 'admin' || admin) && (!only || s.name.includes(only)));

const splash = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
await splash.goto(`${base}/welcome`);
await splash.waitForTimeout(600);
await splash.screenshot({ path: `${out}/000-splash-390.png` });
await splash.close();

let failed = 0;
const contexts = new Map<Who, Awaited<ReturnType<typeof contextFor>>>();
for (const [i, state] of states.entries()) {
  let context = contexts.get(state.who);
  if (!context) {
    context = await contextFor(browser, base, FIRST_WIDTH, state.who, world);
    contexts.set(state.who, context);
  }
  const page = await context.newPage();
  try {
    await state.open(page, world);
    await settle(page);
    // Opened once, then resized in place to each width (as the screen check measures it).
    for (const width of [FIRST_WIDTH, ...WIDTHS.filter((w) => w !== FIRST_WIDTH)]) {
      if (width !== FIRST_WIDTH) await page.setViewportSize({ width, height: HEIGHT });
      await page.waitForTimeout(100);
      const name = `${String(i + 1).padStart(3, '0')}-${state.name}-${width}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage });
    }
  } catch (err) {
    failed += 1;
    console.error(`${state.name}: ${(err as Error).message.split('\n')[0]}`);
  } finally {
    await context.setOffline(false);
    await page.close();
  }
}
for (const context of contexts.values()) await context.close();
await browser.close();
console.log(
  `${states.length} states x ${WIDTHS.length} widths: screenshots in ${out}/${failed ? ` (${failed} failed)` : ''}`,
);
if (failed) process.exitCode = 1;
