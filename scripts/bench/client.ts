/**
 * What a phone downloads (run `npm run build` first): each measured page is loaded in Chromium and the
 * JS and CSS it fetched are summed, as gzip -9 of the built files and as the bytes actually sent (the
 * server's own encoding). Anchor in the same run: React + React Router + TanStack Query alone, built
 * by Vite with the app's settings. Also the size of every built text file.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM, CHROMIUM_ARGS, startAppFixture } from './lib/app-fixture.ts';
import { loadLine, ratio } from './lib/proc.ts';

const dist = path.resolve('dist/client');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.log('dist/client is missing: run `npm run build` first');
  process.exit(0);
}
const gz = (buf: Buffer) => zlib.gzipSync(buf, { level: 9 }).length;
const kib = (n: number) => `${(n / 1024).toFixed(1).padStart(6)} KiB`;

async function anchorBytes(): Promise<number> {
  // Inside the project so that the app's node_modules resolve.
  fs.mkdirSync('.tmp', { recursive: true });
  const dir = fs.mkdtempSync(path.resolve('.tmp/bench-anchor-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'main.js'),
    `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
function Page() { const q = useQuery({ queryKey: ['x'], queryFn: () => fetch('/api/user').then((r) => r.json()) }); return createElement(Link, { to: '/' }, String(q.data)); }
const router = createBrowserRouter([{ path: '/', Component: Page }]);
createRoot(document.getElementById('root')).render(createElement(QueryClientProvider, { client: new QueryClient() }, createElement(RouterProvider, { router })));
`,
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: {} },
    build: { outDir: path.join(dir, 'out'), emptyOutDir: true },
  });
  let sum = 0;
  const walk = (d: string) =>
    fs.readdirSync(d, { withFileTypes: true }).forEach((e) => {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(js|css)$/.test(e.name)) sum += gz(fs.readFileSync(p));
    });
  walk(path.join(dir, 'out'));
  fs.rmSync(dir, { recursive: true, force: true });
  return sum;
}

console.log(loadLine());
const anchor = await anchorBytes();
console.log(`${'anchor: React + router + query (Vite build)'.padEnd(44)} JS+CSS gzip ${kib(anchor)}`);

const fx = await startAppFixture();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  for (const page of fx.pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    if (page.signedIn) {
      const [name, value] = fx.cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: fx.app.url }]);
    }
    const tab = await context.newPage();
    const seen: { url: string; sent: Promise<number> }[] = [];
    tab.on('requestfinished', (req) => {
      if (req.resourceType() === 'script' || req.resourceType() === 'stylesheet')
        seen.push({ url: req.url(), sent: req.sizes().then((s) => s.responseBodySize) });
    });
    await tab.goto(fx.app.url + page.path, { waitUntil: 'networkidle' });
    // Past the 2 s splash, so that the route's own chunks are counted too.
    await tab.waitForTimeout(2500);
    await tab.waitForLoadState('networkidle');
    let gzip = 0;
    let raw = 0;
    let sent = 0;
    const list: string[] = [];
    for (const s of seen) {
      const file = path.join(dist, new URL(s.url).pathname);
      const buf = fs.readFileSync(file);
      raw += buf.length;
      gzip += gz(buf);
      sent += await s.sent;
      list.push(`${path.basename(file)} ${(gz(buf) / 1024).toFixed(1)}`);
    }
    console.log(
      `${page.name.padEnd(44)} JS+CSS gzip ${kib(gzip)} (${String(seen.length).padStart(2)} files, raw ${kib(raw)}, sent ${kib(sent)})   = ${ratio(gzip, anchor)} of the anchor`,
    );
    if (process.env.BENCH_VERBOSE) console.log(`    ${list.join(', ')}`);
    await context.close();
  }
} finally {
  await browser.close();
  await fx.close();
}

// Every built text file, largest first (gzip -9).
const files: string[] = [];
const walk = (d: string) =>
  fs.readdirSync(d, { withFileTypes: true }).forEach((e) => {
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (/\.(js|css|html)$/.test(e.name)) files.push(p);
  });
walk(dist);
let allRaw = 0;
let allGz = 0;
const rows = files
  .map((f) => {
    const buf = fs.readFileSync(f);
    allRaw += buf.length;
    const g = gz(buf);
    allGz += g;
    return { file: path.relative(dist, f), raw: buf.length, gz: g };
  })
  .sort((a, b) => b.gz - a.gz);
for (const r of rows.slice(0, 8)) console.log(`  ${r.file.padEnd(46)} ${kib(r.raw)}  gzip ${kib(r.gz)}`);
console.log(`  ${`all js/css/html (${rows.length} files)`.padEnd(46)} ${kib(allRaw)}  gzip ${kib(allGz)}`);
