/** Size of the built client (run `npm run build` first): raw and gzip bytes per file and in all. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve('dist/client');
if (!fs.existsSync(dir)) {
  console.log('dist/client is missing: run `npm run build` first');
  process.exit(0);
}
const files: string[] = [];
const walk = (d: string) =>
  fs
    .readdirSync(d, { withFileTypes: true })
    .forEach((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : files.push(path.join(d, e.name))));
walk(dir);
let raw = 0;
let gz = 0;
const rows = files
  .filter((f) => /\.(js|css|html)$/.test(f))
  .map((f) => {
    const buf = fs.readFileSync(f);
    const g = zlib.gzipSync(buf, { level: 9 }).length;
    raw += buf.length;
    gz += g;
    return { file: path.relative(dir, f), raw: buf.length, gz: g };
  })
  .sort((a, b) => b.gz - a.gz);
for (const r of rows.slice(0, 12))
  console.log(
    `${r.file.padEnd(48)} ${(r.raw / 1024).toFixed(1).padStart(8)} KiB  gzip ${(r.gz / 1024).toFixed(1).padStart(7)} KiB`,
  );
console.log(
  `${'all js/css/html'.padEnd(48)} ${(raw / 1024).toFixed(1).padStart(8)} KiB  gzip ${(gz / 1024).toFixed(1).padStart(7)} KiB`,
);
