import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MANIFEST_PATH, screenChunkUrls } from './client-manifest.ts';

describe('screenChunkUrls', () => {
  const dirs: string[] = [];
  const clientDir = (manifest?: object) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtype-manifest-'));
    dirs.push(dir);
    if (manifest) {
      fs.mkdirSync(path.join(dir, path.dirname(MANIFEST_PATH)));
      fs.writeFileSync(path.join(dir, MANIFEST_PATH), JSON.stringify(manifest));
    }
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-2.js'] },
    '_react-2.js': { file: 'assets/react-2.js' },
    'features/a.tsx': { file: 'assets/a-3.js', imports: ['_b-4.js', '_react-2.js'] },
    // Chunks that import each other are named once each.
    '_b-4.js': { file: 'assets/b-4.js', imports: ['_c-5.js'] },
    '_c-5.js': { file: 'assets/c-5.js', imports: ['_b-4.js'] },
  };

  it("names the screen's chunk first, then what it imports, less what the entry loads", () => {
    expect(screenChunkUrls(clientDir(manifest), 'features/a.tsx')).toEqual([
      '/assets/a-3.js',
      '/assets/b-4.js',
      '/assets/c-5.js',
    ]);
  });

  it('names nothing for a screen the build does not have, or without a built client', () => {
    expect(screenChunkUrls(clientDir(manifest), 'features/missing.tsx')).toEqual([]);
    expect(screenChunkUrls(clientDir(), 'features/a.tsx')).toEqual([]);
  });

  it("finds the result screen in this checkout's build when there is one", () => {
    const built = path.resolve('dist/client');
    if (!fs.existsSync(path.join(built, MANIFEST_PATH))) return;
    const urls = screenChunkUrls(built, 'features/results/results-page.tsx');
    expect(urls[0]).toMatch(/^\/assets\/results-page-[\w-]+\.js$/);
    for (const url of urls) expect(fs.existsSync(path.join(built, url))).toBe(true);
  });
});
