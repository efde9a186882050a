/**
 * One process per PGlite data folder. PGlite has no server to arbitrate between writers, so a
 * second process on the same folder would corrupt it. The first process writes its pid into
 * `<DATA_DIR>/pglite.lock`; a later one stops with a clear message while that pid lives, and
 * takes the lock over when it does not (a crash or kill -9 leaves a stale lock behind).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DataDirLockedError } from './errors.ts';

export const LOCK_FILE = 'pglite.lock';

/** Lock files this process holds: a second open in the same process is refused too. */
const held = new Set<string>();

function alive(pid: number, file: string): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  // Our own pid in a lock we do not hold: a previous life of this container reused it.
  if (pid === process.pid) return held.has(file);
  try {
    process.kill(pid, 0);
    // A killed process nobody has reaped yet (a zombie) still answers signal 0 but holds nothing.
    try {
      if (/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))) return false;
    } catch {
      // no /proc (not Linux): trust the signal
    }
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine = `${process.pid}\n`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      held.add(file);
      return {
        file,
        release: () => {
          held.delete(file);
          try {
            if (fs.readFileSync(file, 'utf8') === mine) fs.unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let holder = NaN;
    try {
      holder = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    } catch {
      continue; // removed meanwhile: try again
    }
    if (alive(holder, file)) {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another PawType process (pid ${holder}). ` +
          'Stop that process first, or point DATA_DIR at another folder. ' +
          `If no such process runs, delete ${file} and start again.`,
      );
    }
    // Stale: its process is gone. Remove it only if it still names that dead pid, then retry.
    try {
      const again = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
      if (again === holder || Number.isNaN(again)) fs.unlinkSync(file);
    } catch {
      // someone else took it over first; the next attempt sees their pid
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${file}; another process keeps changing it.`);
}
