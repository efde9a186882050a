/**
 * Lighthouse (mobile preset: its default config, simulated slow 4G and 4x CPU slowdown) on the built app
 * (run `npm run build` first), in Debian's Chromium through chrome-launcher: performance and
 * accessibility scores and the main metrics for /welcome, /, /results/{id} and /archetype-library.
 * Signed-in pages get the session cookie as an extra header. Nothing leaves 127.0.0.1. Each page is
 * measured in a Chromium of its own, as the Lighthouse CLI does: a page loaded before it in the same
 * browser left its service worker precaching the app (1 MB) while the next page was measured.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS, startAppFixture } from './lib/app-fixture.ts';
import { loadLine, settleMachine } from './lib/proc.ts';

if (!fs.existsSync('dist/client/index.html')) {
  console.log('dist/client is missing: run `npm run build` first');
  process.exit(0);
}
console.log(await settleMachine());
console.log(loadLine());
const fx = await startAppFixture();
try {
  for (const page of fx.pages.filter(
    (p) => !process.env.BENCH_LH_ONLY || [p.path, p.name].includes(process.env.BENCH_LH_ONLY),
  )) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    const run = () =>
      lighthouse(fx.app.url + page.path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: page.signedIn ? { Cookie: fx.cookie } : undefined,
      });
    let result = await run();
    // Lighthouse sometimes loses the trace of a load here (NO_NAVSTART, "Please run Lighthouse
    // again"): one more run, and the error is printed if that one fails too.
    if (result?.lhr.runtimeError) result = await run();
    chrome.kill();
    const lhr = result!.lhr;
    if (process.env.BENCH_LH_SAVE) {
      fs.mkdirSync(process.env.BENCH_LH_SAVE, { recursive: true });
      fs.writeFileSync(
        path.join(process.env.BENCH_LH_SAVE, `${page.path.replace(/\W+/g, '_') || 'root'}.json`),
        JSON.stringify(lhr),
      );
    }
    const score = (k: string) => (lhr.categories[k]?.score ?? 0).toFixed(2);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failed = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual' &&
          a.scoreDisplayMode !== 'notApplicable',
      )
      .map((a) => a.id);
    console.log(
      `${page.name.padEnd(24)} performance ${score('performance')}  accessibility ${score('accessibility')}   FCP ${(num('first-contentful-paint') / 1000).toFixed(2)} s  LCP ${(num('largest-contentful-paint') / 1000).toFixed(2)} s  TBT ${num('total-blocking-time').toFixed(0)} ms  CLS ${num('cumulative-layout-shift').toFixed(3)}  SI ${(num('speed-index') / 1000).toFixed(2)} s` +
        (lhr.runtimeError ? `  runtime error: ${lhr.runtimeError.message}` : '') +
        (failed.length ? `\n${''.padEnd(24)} below 0.9: ${failed.join(', ')}` : ''),
    );
  }
} finally {
  await fx.close();
}
console.log(loadLine());
