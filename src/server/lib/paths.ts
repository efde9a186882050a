/** Locates the project root (the folder holding package.json) from source or built code. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'drizzle'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the project root above ${start}`);
    dir = parent;
  }
}

export const ROOT_DIR = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'drizzle');
export const CLIENT_DIST_DIR = path.join(ROOT_DIR, 'dist', 'client');
export const ASSETS_DIR = path.join(ROOT_DIR, 'content', 'assets');
