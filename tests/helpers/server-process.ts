/**
 * Real server processes for the fault tests: the server is bundled with esbuild (as
 * `npm run build` does) into .tmp/, started with `node`, and driven over HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { adminUrl, pgUrlFor } from './pg.ts';
import { submission } from './factories.ts';

let built: Promise<string> | undefined;

/** Bundles src/server/main.ts once per test file (inside the project, so it finds drizzle/). */
export function buildServer(): Promise<string> {
  built ??= (async () => {
    const outfile = path.resolve('.tmp', `fault-server-${process.pid}`, 'main.js');
    await build({
      entryPoints: ['src/server/main.ts'],
      outfile,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      logLevel: 'warning',
    });
    return outfile;
  })();
  return built;
}

export function removeBuild(): void {
  fs.rmSync(path.resolve('.tmp', `fault-server-${process.pid}`), { recursive: true, force: true });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** A free port in 3320-3399 (this project's range for test servers). */
export async function freePortInRange(from = 3320, to = 3399): Promise<number> {
  const span = to - from + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i += 1) {
    const port = from + ((start + i) % span);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  output(): string;
  exited: Promise<number | null>;
}

export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const main = await buildServer();
  const p = port ?? (await freePortInRange());
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(p),
      PUBLIC_URL: `http://127.0.0.1:${p}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REGISTER_LIMIT: '100000',
      LOGIN_LIMIT_ADDRESS: '100000',
      // Stop at once on SIGTERM unless a test sets a drain period.
      SHUTDOWN_GRACE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port: p, base: `http://127.0.0.1:${p}`, output: () => out, exited };
}

/** Waits until GET path answers 200; throws (with the server's output) after timeoutMs or if it exits. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 60_000, urlPath = '/api/health'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited ${server.child.exitCode}:\n${server.output()}`);
    const ok = await fetch(server.base + urlPath).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${server.output()}`);
}

export async function stopServer(server: ServerProcess | undefined, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await server.exited;
}

const json = { 'content-type': 'application/json' };

/** Registers an owner over HTTP; returns the session cookie. */
export async function registerOver(base: string, username: string, password = 'secret123'): Promise<string> {
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, name: 'Fault Owner', password }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return cookieOf(res);
}

export async function loginOver(base: string, username: string, password = 'secret123'): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return cookieOf(res);
}

function cookieOf(res: Response): string {
  const c = res.headers.getSetCookie().find((x) => x.startsWith('pawtype_session='));
  if (!c) throw new Error('no session cookie');
  return c.split(';')[0]!;
}

export async function submitOver(base: string, cookie: string, petName: string): Promise<Response> {
  return fetch(`${base}/api/submit-assessment`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify(submission({ petName })),
  });
}

export async function listIds(base: string, cookie: string): Promise<number[]> {
  const res = await fetch(`${base}/api/assessments`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`list: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { id: number }[];
  return body.map((a) => a.id);
}

/** A fresh empty database on the shared PostgreSQL server; returns its URL and a drop(). */
export async function scratchDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: pgUrlFor(name),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * Load: `workers` loops submitting assessments (and every other one listing them) until stop().
 * Records the ids the server acknowledged with 201, and every status it answered.
 */
export function submissionLoad(base: string, cookie: string, workers = 8) {
  const acknowledged: number[] = [];
  const statuses: number[] = [];
  const unexpected: string[] = [];
  /** 503s without Retry-After: only Fastify's own answer while it closes (SIGTERM) sends those. */
  const bare503: string[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_, w) => {
    for (let n = 0; running; n += 1) {
      try {
        const res =
          w % 4 === 3
            ? await fetch(`${base}/api/assessments`, { headers: { cookie } })
            : await submitOver(base, cookie, `Pet ${w}-${n}`);
        statuses.push(res.status);
        const text = await res.text();
        if (res.status === 201) acknowledged.push((JSON.parse(text) as { id: number }).id);
        else if (res.status === 503 && !res.headers.get('retry-after')) bare503.push(text);
        else if (res.status >= 500 && res.status !== 503) unexpected.push(`${res.status} ${text}`);
      } catch {
        // the process was killed or is stopping: nothing was acknowledged
        if (running) await new Promise((r) => setTimeout(r, 20));
      }
    }
  });
  return {
    acknowledged,
    statuses,
    unexpected,
    bare503,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
