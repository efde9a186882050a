/**
 * A CPU profile of the built server under one load of the bench (50 connections on
 * GET /api/assessments/{id} or GET /api/user, or 10 connections submitting photos), for finding where
 * a request spends its time:
 *
 *   npx tsx scripts/profile-read.ts [pglite|postgres] [assessment|user|photo] [outDir]
 *
 * Prints the functions with the most self time (grouped by function and file) and leaves the
 * .cpuprofile in outDir (default .tmp/profiles) for Chromium's DevTools. PROFILE_ENCODING sets the
 * Accept-Encoding sent (default `gzip, deflate, br`, as a browser; `identity` leaves compression out).
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { phoneJpeg } from './bench/lib/photo.ts';
import { registerUser, startProcess, submissionBody, submitAssessment, throwawayDatabase } from './bench/lib/proc.ts';

const engine = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const what = (['user', 'photo'] as const).find((w) => w === process.argv[3]) ?? 'assessment';
const outDir = path.resolve(process.argv[4] ?? '.tmp/profiles');
fs.mkdirSync(outDir, { recursive: true });
for (const f of fs.readdirSync(outDir)) if (f.endsWith('.cpuprofile')) fs.rmSync(path.join(outDir, f));

const { env, cleanup } = await throwawayDatabase(engine, 'prof');
const app = await startProcess(['--cpu-prof', `--cpu-prof-dir=${outDir}`, 'dist/server/main.js'], {
  env: { ...env, REGISTER_LIMIT: '100000' },
});
const cookie = await registerUser(app.url);
const id = await submitAssessment(app.url, cookie);
const headers = { cookie, 'accept-encoding': process.env.PROFILE_ENCODING ?? 'gzip, deflate, br' };
const r = await autocannon(
  what === 'photo'
    ? {
        url: `${app.url}/api/submit-assessment`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: submissionBody(`data:image/jpeg;base64,${(await phoneJpeg()).toString('base64')}`),
        connections: 10,
        duration: 5,
      }
    : {
        url: what === 'user' ? `${app.url}/api/user` : `${app.url}/api/assessments/${id}`,
        headers,
        connections: 50,
        duration: 5,
      },
);
console.log(`${engine} ${what}: ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms, non2xx ${r.non2xx}`);
await app.stop();
await cleanup();

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
const file = fs.readdirSync(outDir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');
const prof = JSON.parse(fs.readFileSync(path.join(outDir, file), 'utf8')) as { nodes: Node[]; samples: number[] };
const hits = new Map<number, number>();
for (const s of prof.samples) hits.set(s, (hits.get(s) ?? 0) + 1);
const total = prof.samples.length;
const byFn = new Map<string, number>();
for (const n of prof.nodes) {
  const h = hits.get(n.id) ?? 0;
  if (!h) continue;
  const where = n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/');
  const key = `${n.callFrame.functionName || '(anonymous)'}  ${where}:${n.callFrame.lineNumber}`;
  byFn.set(key, (byFn.get(key) ?? 0) + h);
}
for (const [k, v] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 40))
  console.log(`${((v / total) * 100).toFixed(1).padStart(5)} %  ${k}`);
console.log(`profile: ${path.join(outDir, file)}`);
