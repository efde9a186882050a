/**
 * The screen check (issue 22, point 8): every route and its main states (tests/e2e/screen-states.ts) with
 * the longest values the API accepts, each opened once at 390 px and measured at 390, 320 and 430 px (the
 * page resized in place), failing on
 * - sideways scrolling (the document wider than the viewport),
 * - an interactive element under the size rule (44x44 CSS px, or 24 px high for a link in a sentence),
 * - an axe violation (WCAG 2.0/2.1 A and AA), scanned at each of the three widths.
 * Toasts are closed before measuring (their size and place are the toaster's own tests, issue 22 part A).
 * The states run in a few tests side by side; each test collects every problem it finds, so one run
 * lists them all.
 */
import AxeBuilder from '@axe-core/playwright';
import { ADMIN } from '../../playwright.config';
import { expect, test as base } from './fixtures';
import {
  buildWorld,
  contextFor,
  FIRST_WIDTH,
  HEIGHT,
  measure,
  settle,
  STATES,
  WIDTHS,
  type Who,
  type World,
} from './screen-states';

const test = base.extend<object, { world: World }>({
  world: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      await use(await buildWorld(() => playwright.request.newContext({ baseURL }), ADMIN));
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });

const GROUPS = 8;
for (let group = 0; group < GROUPS; group++) {
  const states = STATES.filter((_, i) => i % GROUPS === group);
  test(`screens ${states.map((s) => s.name).join(', ')}: no sideways scroll, thumb-sized targets, no axe violation at ${WIDTHS.join('/')} px`, async ({
    browser,
    baseURL,
    world,
  }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    const contexts = new Map<Who, Awaited<ReturnType<typeof contextFor>>>();
    for (const state of states) {
      let context = contexts.get(state.who);
      if (!context) {
        context = await contextFor(browser, baseURL!, FIRST_WIDTH, state.who, world);
        contexts.set(state.who, context);
      }
      const page = await context.newPage();
      try {
        await state.open(page, world);
        await settle(page);
        for (const width of [FIRST_WIDTH, ...WIDTHS.filter((w) => w !== FIRST_WIDTH)]) {
          const label = `${state.name} @${width}`;
          if (width !== FIRST_WIDTH) {
            await page.setViewportSize({ width, height: HEIGHT });
            await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          }
          const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
          for (const v of axe.violations) {
            const where = v.nodes.map((n) => n.target.join(' ')).join(', ');
            problems.push(`${label}: axe ${v.id} (${v.impact}) ${where}`);
          }
          const m = await measure(page);
          if (m.scrollWidth > m.viewport) {
            problems.push(`${label}: scrolls sideways (${m.scrollWidth} > ${m.viewport}): ${m.overflowing.join('; ')}`);
          }
          for (const s of m.small) problems.push(`${label}: small target ${s}`);
        }
      } catch (err) {
        problems.push(`${state.name}: could not open (${(err as Error).message.split('\n')[0]})`);
      } finally {
        await context.setOffline(false);
        await page.close();
      }
    }
    for (const context of contexts.values()) await context.close();
    expect(problems).toEqual([]);
  });
}
