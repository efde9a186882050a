/**
 * A throwaway PostgreSQL instance of the test's own (initdb into a temporary folder, its own
 * port), so a test can stop and restart it without touching the shared server on 5432.
 * As root, the binaries run as the `postgres` user (PostgreSQL refuses to run as root).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePortInRange } from './server-process.ts';

function findBinDir(): string | undefined {
  const candidates = [process.env.PG_BIN_DIR, '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // no pg_config on PATH
  }
  return candidates.find((d) => d && fs.existsSync(path.join(d, 'initdb')) && fs.existsSync(path.join(d, 'pg_ctl')));
}

function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

const binDir = findBinDir();
const isRoot = process.getuid?.() === 0;
const pgUser = isRoot ? postgresUser() : undefined;

/** Why an own instance cannot run here, or undefined when it can. */
export const ownPostgresUnavailable: string | undefined = !binDir
  ? "PostgreSQL's binaries (initdb, pg_ctl) were not found (set PG_BIN_DIR)"
  : isRoot && !pgUser
    ? 'running as root and there is no `postgres` user to run PostgreSQL as'
    : undefined;

export interface OwnPostgres {
  port: number;
  url: string;
  /** pg_ctl with these arguments (waits: -w). */
  ctl(...args: string[]): void;
  destroy(): void;
}

function run(file: string, args: string[]): void {
  const res = isRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [file, ...args].map((a) => `'${a}'`).join(' ')], {
        encoding: 'utf8',
      })
    : spawnSync(file, args, { encoding: 'utf8' });
  if (res.status !== 0)
    throw new Error(`${path.basename(file)} ${args.join(' ')} failed:\n${res.stdout}\n${res.stderr}`);
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  if (ownPostgresUnavailable) throw new Error(ownPostgresUnavailable);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtype-pg-'));
  if (pgUser) fs.chownSync(dir, pgUser.uid, pgUser.gid);
  const data = path.join(dir, 'data');
  const port = await freePortInRange(55432, 55531);
  run(path.join(binDir!, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const opts = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`;
  const ctl = (...args: string[]) =>
    run(path.join(binDir!, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-o', opts, '-w', ...args]);
  ctl('start');
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    ctl,
    destroy: () => {
      try {
        ctl('stop', '-m', 'immediate');
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
