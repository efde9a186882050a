/**
 * Memory and start of the built server on PGlite (run `npm run build` first): RSS after start on a
 * fresh data folder and on an existing one, and the time from spawn to the first answer. Anchors in
 * the same run: a bare PGlite opening the same folder with the app's settings (the floor), with PostgreSQL's
 * defaults, and on a new folder (initdb); a bare Node process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadLine, ratio, rssMiB, sleep, startProcess } from './lib/proc.ts';

if (!fs.existsSync('dist/server/main.js')) {
  console.log('dist/server/main.js is missing: run `npm run build` first');
  process.exit(0);
}
const lib = path.join(import.meta.dirname, 'lib');
const SETTLE_MS = 1000;

async function measure(args: string[], env: Record<string, string>, readyPath = '/api/health') {
  const p = await startProcess(args, { env, readyPath });
  await sleep(SETTLE_MS);
  const rss = rssMiB(p.child.pid!);
  await p.stop();
  return { rss, startMs: p.startMs };
}

console.log(loadLine());
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtype-mem-'));
const freshBare = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtype-mem-bare-'));
try {
  const node = await measure(
    ['-e', "require('http').createServer((q,s)=>s.end('ok')).listen(+process.env.PORT,'127.0.0.1')"],
    {},
  );
  const fresh = await measure(['dist/server/main.js'], { DATA_DIR: dir });
  const existing = [];
  for (let i = 0; i < 3; i++) existing.push(await measure(['dist/server/main.js'], { DATA_DIR: dir }));
  const bareArgs = [path.join(lib, 'bare-pglite.mjs')];
  const bareFresh = await measure(bareArgs, {
    PGLITE_DIR: path.join(freshBare, 'pglite'),
    PGLITE_SHARED_BUFFERS: '16MB',
  });
  const bareDefault = await measure(bareArgs, { PGLITE_DIR: path.join(dir, 'pglite') });
  const bare = await measure(bareArgs, { PGLITE_DIR: path.join(dir, 'pglite'), PGLITE_SHARED_BUFFERS: '16MB' });
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const exRss = med(existing.map((e) => e.rss));
  const exStart = med(existing.map((e) => e.startMs));
  const row = (t: string, mib: number, ms: number, extra = '') =>
    console.log(
      `${t.padEnd(44)} RSS ${mib.toFixed(0).padStart(5)} MiB   start ${(ms / 1000).toFixed(2).padStart(5)} s${extra}`,
    );
  row('anchor: bare Node HTTP server', node.rss, node.startMs);
  row('anchor: bare PGlite, new folder (initdb)', bareFresh.rss, bareFresh.startMs);
  row('anchor: bare PGlite, the folder, PG defaults', bareDefault.rss, bareDefault.startMs);
  row('anchor: bare PGlite, the folder, 16MB buffers', bare.rss, bare.startMs);
  row(
    'PawType on PGlite, fresh data folder',
    fresh.rss,
    fresh.startMs,
    `   = ${ratio(fresh.rss, bareFresh.rss)} of bare PGlite RSS on a new folder, start ${ratio(fresh.startMs, bareFresh.startMs)} of its`,
  );
  row(
    'PawType on PGlite, existing folder (median of 3)',
    exRss,
    exStart,
    `   = ${ratio(exRss, bare.rss)} of bare PGlite RSS (same settings), start ${ratio(exStart, bare.startMs)} of its`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(freshBare, { recursive: true, force: true });
}
console.log(loadLine());
