/** `npm run bench`: runs every benchmark in this folder, one after the other, and prints figures. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const scripts = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'run-all.ts' && (!only || f.startsWith(only)))
  .sort();
let failed = 0;
for (const file of scripts) {
  console.log(`\n=== ${file} ===`);
  const res = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], { stdio: 'inherit' });
  if (res.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
