/**
 * HTTP figures of the built server (run `npm run build` first), on loopback only, on both engines:
 * reads at 50 connections (GET /api/assessments/{id}, GET /api/user), photo submissions (a ~320 KB phone
 * JPEG) at 10 connections, and the read latency while photos arrive. Each figure is also given as a
 * share of a same-run anchor: a bare Fastify JSON route in its own process. Runs are bounded in time.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp, { type Sharp } from 'sharp';
import { phoneJpeg } from './lib/photo.ts';
import { IMAGE_JOBS, IMAGE_MAX_SIDE, JPEG_QUALITY, boundPhoto, encodeJpeg } from '#server/modules/uploads/images.ts';
import {
  PG_ADMIN_URL,
  loadLine,
  ratio,
  registerUser,
  startProcess,
  submissionBody,
  submitAssessment,
  throwawayDatabase,
  pgReachable,
} from './lib/proc.ts';

const READ_S = Number(process.env.BENCH_READ_S ?? 5);
const PHOTO_S = Number(process.env.BENCH_PHOTO_S ?? 6);
const lib = path.join(import.meta.dirname, 'lib');

if (!fs.existsSync('dist/server/main.js')) {
  console.log('dist/server/main.js is missing: run `npm run build` first');
  process.exit(0);
}

type Result = autocannon.Result;
function cannon(opts: autocannon.Options): Promise<Result> {
  return autocannon({ connections: 50, duration: READ_S, ...opts });
}
const line = (title: string, r: Result, anchor?: number, unit = 'req/s') =>
  console.log(
    `${title.padEnd(52)} ${r.requests.average.toFixed(1).padStart(8)} ${unit}   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   errors ${r.errors + r.timeouts + r.non2xx}${anchor ? `   = ${ratio(r.requests.average, anchor)} of bare Fastify` : ''}`,
  );

console.log(loadLine());
const bare = await startProcess([path.join(lib, 'bare-fastify.mjs')]);
const anchorRun = await cannon({ url: `${bare.url}/api/health` });
await bare.stop();
const anchor = anchorRun.requests.average;
line('anchor: bare Fastify JSON route, 50 conns', anchorRun);

const photo = await phoneJpeg();
const photoBody = submissionBody(`data:image/jpeg;base64,${photo.toString('base64')}`);
console.log(`photo: ${(photo.length / 1024).toFixed(0)} KiB JPEG, 1600x1200, EXIF orientation 6`);

/** Anchor: sharp alone on the same photo (rotated, bounded to 1024 px, encoded), IMAGE_JOBS images at once. */
async function sharpRate(name: string, encode: (p: Sharp) => Sharp, ms = 3000) {
  let n = 0;
  let bytes = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: IMAGE_JOBS }, async () => {
      while (performance.now() - t0 < ms) {
        bytes = (await encode(sharp(photo)).toBuffer()).length;
        n++;
      }
    }),
  );
  const rate = n / ((performance.now() - t0) / 1000);
  console.log(
    `anchor: sharp alone, ${name.padEnd(36)} ${rate.toFixed(1).padStart(6)} /s   ${(bytes / 1024).toFixed(0)} KiB out`,
  );
  return rate;
}
/** Rotated and bounded to IMAGE_MAX_SIDE as PawType did before (lanczos3). */
const lanczos = (p: Sharp) => p.rotate().resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside' });
const sharpAnchor = await sharpRate(`cubic, JPEG q${JPEG_QUALITY} (PawType), ${IMAGE_JOBS} at once`, (p) =>
  encodeJpeg(boundPhoto(p)),
);
await sharpRate(`lanczos3, q82 optimised (before), ${IMAGE_JOBS} at once`, (p) =>
  lanczos(p).jpeg({ quality: 82, optimiseCoding: true }),
);
await sharpRate(`lanczos3, mozjpeg q85 (first), ${IMAGE_JOBS} at once`, (p) =>
  lanczos(p).jpeg({ quality: 85, mozjpeg: true }),
);
await sharpRate(`lanczos3, WebP q80, ${IMAGE_JOBS} at once`, (p) => lanczos(p).webp({ quality: 80 }));

async function benchEngine(engine: 'pglite' | 'postgres') {
  const { env, cleanup } = await throwawayDatabase(engine, 'bench');
  const app = await startProcess(['dist/server/main.js'], { env: { ...env, REGISTER_LIMIT: '100000' } });
  try {
    const cookie = await registerUser(app.url);
    const id = await submitAssessment(app.url, cookie);
    // As a browser asks: API answers of 1 KiB or more come back compressed (docs/decisions/0012-compression-and-caching.md).
    const headers = { cookie, 'accept-encoding': 'gzip, deflate, br' };
    line(
      `${engine}: GET /api/assessments/{id}, 50 conns`,
      await cannon({ url: `${app.url}/api/assessments/${id}`, headers }),
      anchor,
    );
    line(
      `${engine}: GET /api/user (session only), 50 conns`,
      await cannon({ url: `${app.url}/api/user`, headers }),
      anchor,
    );
    const post = {
      url: `${app.url}/api/submit-assessment`,
      method: 'POST' as const,
      headers: { ...headers, 'content-type': 'application/json' },
      body: photoBody,
      connections: 10,
      duration: PHOTO_S,
    };
    const photoRun = await cannon(post);
    line(`${engine}: POST /api/submit-assessment + photo, 10 conns`, photoRun, undefined, 'subm/s');
    console.log(`${''.padEnd(52)} = ${ratio(photoRun.requests.average, sharpAnchor)} of sharp alone`);
    const [photos, reads] = await Promise.all([
      cannon(post),
      cannon({ url: `${app.url}/api/assessments/${id}`, headers, connections: 10, duration: PHOTO_S }),
    ]);
    line(`${engine}:   the same, while reading (10 conns)`, photos, undefined, 'subm/s');
    line(`${engine}:   GET /api/assessments/{id} during photos`, reads);
  } finally {
    await app.stop();
    await cleanup();
  }
}

await benchEngine('pglite');
if (await pgReachable()) await benchEngine('postgres');
else console.log(`postgres: not reachable at ${PG_ADMIN_URL}, skipped`);
console.log(loadLine());
