/**
 * Database faults, in process: PostgreSQL dropping every connection under load, a connection
 * dying inside a transaction or a read (retried once) or an autocommit write (503), a slow
 * statement or a held lock (statement timeout, 503 in words), a database that is not there
 * (live vs ready), and rate limits shared by two app instances on one database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { classifyDbError } from '#server/db/errors.ts';
import {
  createSiblingApp,
  createTestApp,
  drivers,
  registerUser,
  uniqueEmail,
  type TestApp,
} from '../helpers/test-app.ts';
import { submission } from '../helpers/factories.ts';

const onPostgres = drivers.includes('postgres');

describe('classifying database errors', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
  it.each([
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, 'unavailable'],
    [{ code: '57P03', message: 'the database system is starting up' }, 'unavailable'],
    [{ code: '08006', message: 'connection failure' }, 'unavailable'],
    [{ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' }, 'unavailable'],
    [{ message: 'Connection terminated unexpectedly' }, 'unavailable'],
    [{ message: 'timeout exceeded when trying to connect' }, 'unavailable'],
    [{ code: '57014', message: 'canceling statement due to statement timeout' }, 'timeout'],
    [{ code: '53100', message: 'could not extend file: No space left on device' }, 'disk-full'],
    [{ code: 'ENOSPC', message: 'no space left on device, write' }, 'disk-full'],
    [{ code: '23505', message: 'duplicate key value' }, null],
  ])('%j is %s, also when Drizzle wraps it', (cause, kind) => {
    const err = Object.assign(new Error(cause.message), cause);
    expect(classifyDbError(err)).toBe(kind);
    expect(classifyDbError(wrapped(err))).toBe(kind);
  });
});

describe('a database that is not there', () => {
  it('the process lives (live 200), is not ready (503), and requests answer 503 in words', async () => {
    // Nothing listens on port 1: connecting fails at once with ECONNREFUSED.
    const database = await openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      connectTimeoutMs: 1000,
    });
    const config = loadConfig({ NODE_ENV: 'test' });
    const app = await buildApp({ config, database, logger: false, clientDir: '/nonexistent' });
    try {
      expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      for (const url of ['/api/health/ready', '/api/health']) {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ message: 'Database unavailable', code: 'SERVICE_UNAVAILABLE' });
      }
      const res = await app.inject({ url: '/api/assessments', headers: { cookie: 'pawtype_session=abc' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        message: 'The database is not available right now. Please try again in a few seconds.',
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe.skipIf(!onPostgres)('PostgreSQL dropping connections', () => {
  let t: TestApp;
  let cookie: string;
  let admin: pg.Client;
  /** Only the first call of a probe route fails; `attempts` counts how often its work ran. */
  const attempts = { tx: 0 };

  beforeAll(async () => {
    t = await createTestApp('postgres', {
      beforeReady: (app) => {
        const { db } = app.deps;
        // A transaction whose first attempt loses its connection before COMMIT: retried, written once.
        app.post('/api/test/tx', async (_req, reply) => {
          const id = await db.transaction(async (tx) => {
            attempts.tx += 1;
            const { rows } = (await tx.execute(
              sql`insert into fault_probe (note) values ('tx') returning id`,
            )) as unknown as {
              rows: { id: number }[];
            };
            if (attempts.tx === 1) await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
            return rows[0]!.id;
          });
          return reply.code(201).send({ id });
        });
        // A read whose first run kills its own connection (the sequence remembers across the retry).
        app.get('/api/test/read', async () => {
          const res = (await db.execute(
            sql`select case when nextval('fault_read') = 1 then pg_terminate_backend(pg_backend_pid()) else true end as ok`,
          )) as unknown as { rows: { ok: boolean }[] };
          return { ok: res.rows[0]!.ok };
        });
        // An autocommit write that meets a dead connection: whether it landed is unknown, so no retry.
        app.post('/api/test/write', async () => {
          await db.execute(
            sql`insert into fault_probe (note) select 'write' where pg_terminate_backend(pg_backend_pid())`,
          );
          return { ok: true };
        });
      },
    });
    await t.database.db.execute(sql`create table fault_probe (id serial primary key, note text not null)`);
    await t.database.db.execute(sql`create sequence fault_read`);
    cookie = (await registerUser(t.app)).cookie;
    admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  /** Every connection is back in the pool (none leaked by a failed BEGIN or COMMIT). */
  const expectNoLeak = async () => {
    const pool = t.database.pool!;
    await new Promise((r) => setTimeout(r, 50));
    expect(pool.totalCount - pool.idleCount).toBe(0);
  };

  const terminateAll = async () => {
    const { rows } = await admin.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows[0]!.n;
  };

  it('retries a transaction that lost its connection before COMMIT, and writes it once', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/tx' });
    expect(res.statusCode, res.body).toBe(201);
    expect(attempts.tx).toBe(2);
    const { rows } = await admin.query(`select id from fault_probe where note = 'tx'`);
    expect(rows).toEqual([{ id: res.json().id }]);
  });

  it('a submission right after every connection was terminated is saved (BEGIN on a dead one is retried)', async () => {
    await t.app.inject({ url: '/api/assessments', headers: { cookie } }); // warm the pool
    await terminateAll();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submit-assessment',
      headers: { cookie },
      payload: submission({ petName: 'Right After' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    await expectNoLeak();
  });

  it('retries a read that met a dead connection', async () => {
    const res = await t.app.inject({ url: '/api/test/read' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('answers 503 with Retry-After to a single write that met a dead connection', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/write' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      message: 'The database is not available right now. Please try again in a few seconds.',
      code: 'SERVICE_UNAVAILABLE',
    });
    // The next request gets a fresh connection.
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('keeps serving under load while every connection is terminated, again and again', async () => {
    const statuses: number[] = [];
    const bad: string[] = [];
    let running = true;
    const worker = async (i: number) => {
      while (running) {
        const res =
          i % 2 === 0
            ? await t.app.inject({ url: '/api/assessments', headers: { cookie } })
            : await t.app.inject({
                method: 'POST',
                url: '/api/submit-assessment',
                headers: { cookie },
                payload: submission({ petName: `Load ${i}` }),
              });
        statuses.push(res.statusCode);
        if (res.statusCode >= 500 && !(res.statusCode === 503 && res.headers['retry-after'] === '5')) {
          bad.push(`${res.statusCode} ${res.body}`);
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, i) => worker(i));
    const recoveries: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      await new Promise((r) => setTimeout(r, 300));
      expect(await terminateAll()).toBeGreaterThan(0);
      const from = Date.now();
      let served = false;
      while (!served && Date.now() - from < 5000) {
        served = (await t.app.inject({ url: '/api/assessments', headers: { cookie } })).statusCode === 200;
      }
      expect(served).toBe(true);
      recoveries.push(Date.now() - from);
    }
    running = false;
    await Promise.all(workers);
    console.log(
      `[db-faults] ${statuses.length} requests, ${statuses.filter((s) => s === 503).length} answered 503; ` +
        `first success after each termination: ${recoveries.join(', ')} ms`,
    );
    expect(bad).toEqual([]);
    expect(statuses.filter((s) => s === 200 || s === 201).length).toBeGreaterThan(statuses.length / 2);
    expect(Math.max(...recoveries)).toBeLessThan(5000);
    await expectNoLeak();
  });
});

describe.skipIf(!onPostgres)('a slow database', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    const base = loadConfig({ NODE_ENV: 'test' });
    t = await createTestApp('postgres', {
      config: { database: { ...base.database, statementTimeoutMs: 400 } },
      beforeReady: (app) => {
        app.get('/api/test/slow', async () => {
          await app.deps.db.execute(sql`select pg_sleep(5)`);
          return { ok: true };
        });
      },
    });
    cookie = (await registerUser(t.app)).cookie;
  });
  afterAll(() => t?.close());

  const timedOut = {
    message: 'The database took too long to answer. Please try again in a moment.',
    code: 'SERVICE_UNAVAILABLE',
  };

  it('a statement past the timeout answers 503 in words, in about the timeout', async () => {
    const from = Date.now();
    const res = await t.app.inject({ url: '/api/test/slow' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual(timedOut);
    expect(Date.now() - from).toBeLessThan(3000);
  });

  it('a lock held by another connection answers 503 in words, then the app serves again', async () => {
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('lock table users in access exclusive mode');
      const res = await t.app.inject({ url: '/api/assessments', headers: { cookie } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(timedOut);
    } finally {
      await other.query('rollback');
      await other.end();
    }
    expect((await t.app.inject({ url: '/api/assessments', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe.skipIf(!onPostgres)('two app instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  const limits = {
    loginPerAccount: 3,
    loginPerAddress: 100,
    registerPerAddress: 4,
    windowMs: 60_000,
    postsPerMinute: 3,
  };
  beforeAll(async () => {
    a = await createTestApp('postgres', { config: { limits } });
    b = await createSiblingApp(a, { config: { limits } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const login = (t: TestApp, username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.7.0.1', payload: { username, password } });

  it('share the failed-login lockout', async () => {
    const { user } = await registerUser(a.app, {}, '10.7.9.9');
    expect((await login(a, user.username, 'wrong-one')).statusCode).toBe(401);
    expect((await login(b, user.username, 'wrong-one')).statusCode).toBe(401);
    expect((await login(a, user.username, 'wrong-one')).statusCode).toBe(401);
    // Three failures in all, spread over both: each instance now refuses even the right password.
    for (const t of [a, b]) {
      const res = await login(t, user.username, 'secret123');
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many failed login attempts/);
    }
  });

  it('share the registration limit per address', async () => {
    const reg = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: '10.8.0.1',
        payload: { username: uniqueEmail('shared'), name: 'R', password: 'secret1' },
      });
    const codes = [];
    for (const t of [a, b, a, b, a, b]) codes.push((await reg(t)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 429, 429]);
    expect((await reg(b)).json()).toEqual({
      message: 'Too many accounts created from this address. Please try again later.',
      code: 'RATE_LIMITED',
    });
  });

  it('share the posting limit per user', async () => {
    const { cookie } = await registerUser(a.app, {}, '10.9.9.9');
    const post = (t: TestApp, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/discussion-boards/2/posts',
        headers: { cookie },
        payload: { content: `Post number ${n}` },
      });
    const codes = [];
    for (const [n, t] of [a, b, a, b].entries()) codes.push((await post(t, n)).statusCode);
    // Three posts a minute in all, spread over both instances: the fourth is refused by either.
    expect(codes).toEqual([201, 201, 201, 429]);
  });
});
