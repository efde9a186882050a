/** Helpers shared by the benchmarks: start a process and wait for its HTTP port, read its memory, load. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { submission } from '#tests/helpers/factories.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface Started {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn to the first answer of `readyPath`. */
  startMs: number;
  stop(): Promise<void>;
}

/** Ports 3400-3499 are this project's for benchmarks and tests. */
let nextPort = 3400 + (process.pid % 40);
export const freePort = () => nextPort++;

export async function startProcess(
  args: string[],
  { env = {}, port = freePort(), readyPath = '/api/health', timeoutMs = 60_000 } = {},
): Promise<Started> {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}): ${stderr}`);
    if (performance.now() - t0 > timeoutMs) throw new Error(`no answer from ${url} after ${timeoutMs} ms: ${stderr}`);
    try {
      const res = await fetch(url + readyPath);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const startMs = performance.now() - t0;
  return {
    child,
    url,
    startMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** Resident memory of a process, MiB (Linux /proc). */
export function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function loadLine(): string {
  const [a, b, c] = os.loadavg();
  return `machine: ${os.cpus().length} cores, load average ${a!.toFixed(2)} / ${b!.toFixed(2)} / ${c!.toFixed(2)} (1/5/15 min)`;
}

/**
 * Before a browser measurement: the disk's pending writes flushed (a build just before leaves them to
 * the kernel, and their write-back ran beside the first Lighthouse load: it measured 0.92 where the
 * next ones gave 0.97-0.99), then up to `maxSeconds` for the 1-minute load to fall below the cores.
 */
export async function settleMachine(maxSeconds = 60): Promise<string> {
  const t0 = Date.now();
  spawnSync('sync');
  while (os.loadavg()[0]! >= os.cpus().length && Date.now() - t0 < maxSeconds * 1000)
    await new Promise((r) => setTimeout(r, 1000));
  return `settled: disk flushed, ${((Date.now() - t0) / 1000).toFixed(0)} s waited for the load to fall below ${os.cpus().length}`;
}

export const ratio = (x: number, anchor: number) => (anchor > 0 ? `${((x / anchor) * 100).toFixed(1)} %` : 'n/a');

/** Registers a bench user on a running app and returns its session cookie. */
export async function registerUser(url: string, username = `bench${Date.now()}@example.com`): Promise<string> {
  const res = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, name: 'Bench', password: 'secret123' }),
  });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** The test suites' valid submission (tests/helpers/factories.ts), with an optional photo. */
export function submissionBody(petPhoto: string | null = null): string {
  return JSON.stringify(submission({ petPhoto }));
}

/** Submits one assessment and returns its id. */
export async function submitAssessment(url: string, cookie: string, petPhoto: string | null = null): Promise<number> {
  const res = await fetch(`${url}/api/submit-assessment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: submissionBody(petPhoto),
  });
  if (res.status !== 201) throw new Error(`submit: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether the PostgreSQL server the benches use answers. */
export async function pgReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * A fresh database for one built-server run: a new PGlite folder, or a new database on the PostgreSQL
 * server at PG_ADMIN_URL. `env` points the server at it; `cleanup` removes it.
 */
export async function throwawayDatabase(
  engine: 'pglite' | 'postgres',
  prefix: string,
): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  if (engine === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `pawtype-${prefix}-`));
    return { env: { DATA_DIR: dir }, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `pawtype_${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    cleanup: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
