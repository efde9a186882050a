/**
 * Two app processes through PgBouncer 1.18 in transaction mode (no prepared-statement support there):
 * DATABASE_POOLER=transaction sends no named prepared statement, and DATABASE_LISTEN_URL gives each
 * process's listeners (and the migration lock) a direct connection. Checks signed-in reads and writes
 * under concurrency over both processes, live board events across them, and the connections the
 * database serves (the budget docs/operating.md gives).
 *
 * Skipped, saying why, when pgbouncer or PostgreSQL is missing (scripts/test-all.sh installs it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl } from '../helpers/pg.ts';
import { submission } from '../helpers/factories.ts';
import {
  removeBuild,
  scratchDatabase,
  startServer,
  stopServer,
  waitHealthy,
  type ServerProcess,
} from '../helpers/server-process.ts';

const PGBOUNCER = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((p) => fs.existsSync(p));
const BOUNCER_PORT = 6433;
const APP_PORTS = [3374, 3375] as const;
const SERVER_POOL = 4;

async function postgresAnswers(): Promise<boolean> {
  const c = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

const skipReason = !PGBOUNCER
  ? 'pgbouncer is not installed (apt-get install pgbouncer; scripts/test-all.sh does it)'
  : !(await postgresAnswers())
    ? `PostgreSQL does not answer at ${adminUrl()}`
    : null;
if (skipReason) console.log(`PgBouncer tests skipped: ${skipReason}`);

const json = { 'content-type': 'application/json' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(skipReason !== null)('two app processes through PgBouncer in transaction mode', () => {
  let db: { url: string; drop: () => Promise<void> };
  let runDir: string;
  let bouncer: ChildProcess | undefined;
  let bouncerLog = '';
  const apps: ServerProcess[] = [];
  const base = (i: number) => `http://127.0.0.1:${APP_PORTS[i]}`;

  beforeAll(async () => {
    db = await scratchDatabase('pawtype_bouncer');
    const direct = new URL(db.url);
    const dbName = direct.pathname.slice(1);
    runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtype-pgbouncer-'));
    fs.chmodSync(runDir, 0o777);
    const user = decodeURIComponent(direct.username) || 'postgres';
    fs.writeFileSync(path.join(runDir, 'users.txt'), `"${user}" ""\n`);
    fs.writeFileSync(
      path.join(runDir, 'pgbouncer.ini'),
      [
        '[databases]',
        `${dbName} = host=${direct.hostname} port=${direct.port || 5432} dbname=${dbName}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${BOUNCER_PORT}`,
        `unix_socket_dir = ${runDir}`,
        'auth_type = trust',
        `auth_file = ${runDir}/users.txt`,
        'pool_mode = transaction',
        `default_pool_size = ${SERVER_POOL}`,
        'max_client_conn = 200',
        `pidfile = ${runDir}/pgbouncer.pid`,
        '',
      ].join('\n'),
    );
    for (const f of fs.readdirSync(runDir)) fs.chmodSync(path.join(runDir, f), 0o666);
    // PgBouncer will not run as root: -u drops to the postgres user.
    const asRoot = process.getuid?.() === 0;
    bouncer = spawn(PGBOUNCER!, [...(asRoot ? ['-u', 'postgres'] : []), path.join(runDir, 'pgbouncer.ini')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    bouncer.stdout!.on('data', (d) => (bouncerLog += d));
    bouncer.stderr!.on('data', (d) => (bouncerLog += d));
    const pooled = new URL(db.url);
    pooled.port = String(BOUNCER_PORT);
    for (let i = 0; i < 50; i++) {
      const c = new pg.Client({ connectionString: pooled.toString() });
      const ok = await c.connect().then(
        () => true,
        () => false,
      );
      await c.end().catch(() => {});
      if (ok) break;
      if (i === 49) throw new Error(`PgBouncer did not start:\n${bouncerLog}`);
      await sleep(100);
    }
    const env = {
      DATABASE_URL: pooled.toString(),
      DATABASE_POOLER: 'transaction',
      DATABASE_LISTEN_URL: db.url,
      DB_POOL_MAX: '10',
      TRUST_PROXY: '1',
    };
    for (const port of APP_PORTS) {
      const app = await startServer(env, port);
      apps.push(app);
      await waitHealthy(app, 60_000, '/api/health/ready');
    }
  }, 240_000);

  afterAll(async () => {
    for (const app of apps) await stopServer(app);
    bouncer?.kill('SIGTERM');
    await sleep(200);
    await db?.drop();
    if (runDir) fs.rmSync(runDir, { recursive: true, force: true });
    removeBuild();
  }, 60_000);

  it('serves signed-in reads and writes under concurrency over both processes with no prepared-statement error', async () => {
    const reg = await fetch(`${base(0)}/api/register`, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': '10.7.0.1' },
      body: JSON.stringify({
        username: `b-${crypto.randomUUID()}@example.com`,
        name: 'Bouncer',
        password: 'secret123',
      }),
    });
    expect(reg.status).toBe(201);
    const cookie = reg.headers.getSetCookie()[0]!.split(';')[0]!;
    const sub = await fetch(`${base(1)}/api/submit-assessment`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify(submission({ petName: 'Pooled' })),
    });
    expect(sub.status).toBe(201);
    const { id } = (await sub.json()) as { id: number };
    const statuses: number[] = [];
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async (_, w) => {
        for (let n = 0; n < 15; n++) {
          const url = `${base((w + n) % 2)}${n % 2 ? '/api/user' : `/api/assessments/${id}`}`;
          const res = await fetch(url, { headers: { cookie } });
          statuses.push(res.status);
          if (res.status !== 200) failures.push(`${res.status} ${await res.text()}`);
          else await res.arrayBuffer();
        }
      }),
    );
    console.log(`pgbouncer: ${statuses.length} signed-in reads over two processes, ${failures.length} failed`);
    expect(failures).toEqual([]);
  });

  it('carries live board events between the processes over their direct listener connections', async () => {
    const reg = await fetch(`${base(1)}/api/register`, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': '10.7.0.2' },
      body: JSON.stringify({ username: `e-${crypto.randomUUID()}@example.com`, name: 'Events', password: 'secret123' }),
    });
    const cookie = reg.headers.getSetCookie()[0]!.split(';')[0]!;
    const controller = new AbortController();
    const stream = await fetch(`${base(0)}/api/discussion-boards/5/events`, {
      headers: { cookie },
      signal: controller.signal,
    });
    const reader = stream.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain(': connected');
    const posted = await fetch(`${base(1)}/api/discussion-boards/5/posts`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ content: 'through the pooler' }),
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: number };
    let text = '';
    while (!text.includes(`"postId":${id}`)) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
  });

  it('keeps the database connections within the budget: PgBouncer pool + at most 2 listeners per process', async () => {
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ n: number; listeners: number }>(
        `select count(*)::int as n, count(*) filter (where query ilike 'LISTEN%')::int as listeners
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      const { n, listeners } = rows[0]!;
      console.log(`pgbouncer: ${n} server connections (${listeners} listeners) for 2 processes with DB_POOL_MAX=10`);
      // One session-changes listener per process, and a board-events one once a process serves a stream.
      expect(listeners).toBeGreaterThanOrEqual(2);
      expect(listeners).toBeLessThanOrEqual(4);
      expect(n).toBeLessThanOrEqual(SERVER_POOL + 4);
    } finally {
      await admin.end();
    }
  });
});
