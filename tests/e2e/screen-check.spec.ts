/**
 * The screen check (issue 22, point 8): every route and its main states (tests/e2e/screen-states.ts) at
 * 320, 390 and 430 px wide with the longest values the API accepts, failing on
 * - sideways scrolling (the document wider than the viewport),
 * - an interactive element under the size rule (44x44 CSS px, or 24 px high for a link in a sentence),
 * - an axe violation (WCAG 2.0/2.1 A and AA).
 * Toasts are closed before measuring (their size and place are tested with the toaster).
 * One test a width, each collecting every problem it finds, so one run lists them all.
 */
import AxeBuilder from '@axe-core/playwright';
import { ADMIN } from '../../playwright.config';
import { expect, test as base } from './fixtures';
import { buildWorld, contextFor, measure, settle, STATES, WIDTHS, type Who, type World } from './screen-states';

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

for (const width of WIDTHS) {
  test(`every screen holds at ${width} px: no sideways scroll, thumb-sized targets, no axe violation`, async ({
    browser,
    baseURL,
    world,
  }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];
    const contexts = new Map<Who, Awaited<ReturnType<typeof contextFor>>>();
    for (const state of STATES) {
      let context = contexts.get(state.who);
      if (!context) {
        context = await contextFor(browser, baseURL!, width, state.who, world);
        contexts.set(state.who, context);
      }
      const page = await context.newPage();
      const label = `${state.name} @${width}`;
      try {
        await state.open(page, world);
        await settle(page);
        const m = await measure(page);
        if (m.scrollWidth > m.viewport) {
          problems.push(`${label}: scrolls sideways (${m.scrollWidth} > ${m.viewport}): ${m.overflowing.join('; ')}`);
        }
        for (const s of m.small) problems.push(`${label}: small target ${s}`);
        const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const v of axe.violations) {
          problems.push(`${label}: axe ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
      } catch (err) {
        problems.push(`${label}: could not open (${(err as Error).message.split('\n')[0]})`);
      } finally {
        await context.setOffline(false);
        await page.close();
      }
    }
    for (const context of contexts.values()) await context.close();
    expect(problems).toEqual([]);
  });
}
