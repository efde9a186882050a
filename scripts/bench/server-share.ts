/**
 * Where a shared link's crowd arrives (issue 25; docs/decisions/0040-share-previews-and-cards.md), on the
 * built server and both engines, each beside its same-run anchors (a bare Fastify JSON route, and the
 * owner's own result page, kept by row version, read in the same run):
 * - GET /api/shared-assessments/{id} at 50 connections, signed out;
 * - GET /shared/{id} (the page with its link-preview metadata) at 50 connections;
 * - the share card: the first render of a new version (ms, in this process: satori + resvg), then
 *   GET /api/shared-assessments/{id}/card.png served from the cache at 50 connections.
 * Runs with `npm run bench -- server` (this file's name starts so). Bounded in time.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  PG_ADMIN_URL,
  loadLine,
  ratio,
  registerUser,
  startProcess,
  submitAssessment,
  throwawayDatabase,
  pgReachable,
} from './lib/proc.ts';

const READ_S = Number(process.env.BENCH_READ_S ?? 5);
const lib = path.join(import.meta.dirname, 'lib');

if (!fs.existsSync('dist/server/main.js')) {
  console.log('dist/server/main.js is missing: run `npm run build` first');
  process.exit(0);
}

type Result = autocannon.Result;
const cannon = (opts: autocannon.Options): Promise<Result> =>
  autocannon({ connections: 50, duration: READ_S, ...opts });
const line = (title: string, r: Result, anchors: { bare: number; owner?: number }) =>
  console.log(
    `${title.padEnd(50)} ${r.requests.average.toFixed(1).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   errors ${r.errors + r.timeouts + r.non2xx}   = ${ratio(r.requests.average, anchors.bare)} of bare${anchors.owner ? `, ${(r.requests.average / anchors.owner).toFixed(2)} x the owner's read` : ''}`,
  );

console.log(loadLine());
const bare = await startProcess([path.join(lib, 'bare-fastify.mjs')]);
const anchorRun = await cannon({ url: `${bare.url}/api/health` });
const anchor = anchorRun.requests.average;
line('anchor: bare Fastify JSON route, 50 conns', anchorRun, { bare: anchor });

/** The card renderer in this process, when this tree has one (the first render of each size, then the median). */
async function renderTimes(): Promise<void> {
  const file = path.resolve('src/server/modules/share-cards/render-card.ts');
  if (!fs.existsSync(file)) return void console.log('card render: this tree has no card renderer');
  const { renderCardPng, sampleCardData } = (await import(
    file
  )) as typeof import('../../src/server/modules/share-cards/render-card.ts');
  for (const size of ['card', 'story'] as const) {
    const times: number[] = [];
    const cpu: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 8; i++) {
      const t0 = performance.now();
      // CPU of the whole process (event loop and the thread pool where resvg and sharp run): what a card
      // costs, whatever else the machine is doing; the wall time below also counts waiting for a core.
      const c0 = process.cpuUsage();
      bytes = (await renderCardPng(sampleCardData(`Biscuit ${i}`), size)).length;
      const c = process.cpuUsage(c0);
      times.push(performance.now() - t0);
      cpu.push((c.user + c.system) / 1000);
    }
    const cpuSorted = cpu.slice(1).sort((a, b) => a - b);
    const first = times[0]!;
    const sorted = times.slice(1).sort((a, b) => a - b);
    console.log(
      `card render (${size === 'card' ? '1200x630' : '1080x1920'}), in process: first ${first.toFixed(0)} ms (fonts loaded), then median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms (wall); CPU median ${cpuSorted[Math.floor(cpuSorted.length / 2)]!.toFixed(0)} ms; ${(bytes / 1024).toFixed(0)} KiB`,
    );
  }
}
await renderTimes();

async function benchEngine(engine: 'pglite' | 'postgres') {
  const { env, cleanup } = await throwawayDatabase(engine, 'benchshare');
  const app = await startProcess(['dist/server/main.js'], { env: { ...env, REGISTER_LIMIT: '100000' } });
  try {
    const cookie = await registerUser(app.url);
    const id = await submitAssessment(app.url, cookie);
    const shared = await fetch(`${app.url}/api/assessments/${id}/share`, {
      method: 'POST',
      headers: { cookie },
    });
    if (!shared.ok) throw new Error(`share: ${shared.status} ${await shared.text()}`);
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const owner = await cannon({ url: `${app.url}/api/assessments/${id}`, headers: { ...headers, cookie } });
    line(`${engine}: anchor: owner's GET /api/assessments/{id}`, owner, { bare: anchor });
    const anchors = { bare: anchor, owner: owner.requests.average };
    line(
      `${engine}: GET /api/shared-assessments/{id}, signed out`,
      await cannon({ url: `${app.url}/api/shared-assessments/${id}`, headers }),
      anchors,
    );
    line(
      `${engine}: GET /shared/{id} (page + preview metadata)`,
      await cannon({ url: `${app.url}/shared/${id}`, headers }),
      anchors,
    );
    const cardUrl = `${app.url}/api/shared-assessments/${id}/card.png`;
    const t0 = performance.now();
    const first = await fetch(cardUrl);
    const cardBytes = (await first.arrayBuffer()).byteLength;
    if (!first.ok) return void console.log(`${engine}: card.png answers ${first.status}: no card in this tree`);
    console.log(`${engine}: first GET card.png (rendered, stored) ${(performance.now() - t0).toFixed(0)} ms over HTTP`);
    const bytesAnchor = await cannon({ url: `${bare.url}/bytes/${cardBytes}` });
    line(
      `${engine}: anchor: bare Fastify sending ${(cardBytes / 1024).toFixed(0)} KiB from memory`,
      bytesAnchor,
      anchors,
    );
    const kept = await cannon({ url: cardUrl });
    line(`${engine}: GET card.png, kept (50 conns)`, kept, anchors);
    console.log(
      `${engine}: the kept card reaches ${ratio(kept.requests.average, bytesAnchor.requests.average)} of the same bytes sent by bare Fastify`,
    );
  } finally {
    await app.stop();
    await cleanup();
  }
}

await benchEngine('pglite');
if (await pgReachable()) await benchEngine('postgres');
else console.log(`postgres: not reachable at ${PG_ADMIN_URL}, skipped`);
await bare.stop();
console.log(loadLine());
