// Builds the server into one ESM file (dist/server/main.js). Dependencies stay external (node_modules);
// the project's own code, with its `#shared/*`-style aliases, is bundled. Types are checked by `npm run typecheck`.
// Then precompresses the built client (runs after `vite build`): a .br (brotli, quality 11) and a .gz
// (gzip -9) beside every text file, which the server sends as they are (docs/decisions/0012-compression-and-caching.md).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

const clientDir = 'dist/client';
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (TEXT.test(entry.name)) {
      const buf = fs.readFileSync(file);
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(buf, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
          },
        }),
      );
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(buf, { level: 9 }));
    }
  }
}
if (fs.existsSync(clientDir)) precompress(clientDir);
