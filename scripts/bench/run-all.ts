/**
 * `npm run bench`: builds the app, then runs every benchmark in this folder, one after the other, and
 * prints figures (never pass/fail on time). `npm run bench -- server` runs only the files starting so;
 * BENCH_NO_BUILD=1 skips the build. Each figure is printed beside a same-run anchor and the load.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const scripts = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'run-all.ts' && (!only || f.startsWith(only)))
  .sort();
const t0 = Date.now();
console.log(
  `load average at start: ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')} on ${os.cpus().length} cores`,
);
if (!process.env.BENCH_NO_BUILD) {
  const b = spawnSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (b.status !== 0) process.exit(1);
}
let failed = 0;
for (const file of scripts) {
  console.log(`\n=== ${file} ===`);
  const res = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], { stdio: 'inherit' });
  if (res.status !== 0) failed++;
}
console.log(`\nbench took ${((Date.now() - t0) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
