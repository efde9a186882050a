/**
 * Faults against the built server process (what production runs):
 * - kill -9 during concurrent submissions, then a restart: every acknowledged (201) assessment is
 *   there, on PGlite and on PostgreSQL; SIGTERM under the same load exits 0 and loses nothing;
 * - PGlite: a second process on the same data folder stops with a clear message; the stale lock a
 *   killed process leaves is taken over;
 * - PostgreSQL: pg_terminate_backend of every connection under load; the process lives and serves
 *   again within 5 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { drivers } from '../helpers/test-app.ts';
import {
  listIds,
  loginOver,
  registerOver,
  removeBuild,
  scratchDatabase,
  startServer,
  stopServer,
  submissionLoad,
  waitHealthy,
  type ServerProcess,
} from '../helpers/server-process.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterAll(() => removeBuild());

describe.each(drivers)('the server process on %s', (driver) => {
  let env: Record<string, string>;
  let cleanup = async () => {};
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await stopServer(server);
    await cleanup();
  });

  it('keeps every acknowledged submission through kill -9 and through SIGTERM', async () => {
    if (driver === 'pglite') {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtype-kill-'));
      env = { DATA_DIR: dataDir };
      cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
    } else {
      const scratch = await scratchDatabase('pawtype_kill');
      env = { DATABASE_URL: scratch.url };
      cleanup = scratch.drop;
    }
    server = await startServer(env);
    await waitHealthy(server);
    const username = `kill-${driver}-${process.pid}@example.com`;
    const cookie = await registerOver(server.base, username);

    // kill -9 while eight clients submit.
    let load = submissionLoad(server.base, cookie);
    const until = Date.now() + 10_000;
    while (load.acknowledged.length < 25 && Date.now() < until) await sleep(20);
    await sleep(Math.random() * 100);
    server.child.kill('SIGKILL');
    await server.exited;
    await load.stop();
    const killed = [...load.acknowledged];
    expect(killed.length).toBeGreaterThan(0);
    expect(load.unexpected).toEqual([]);

    // Restart on the same data (on PGlite this takes over the stale lock the killed process left).
    server = await startServer(env, server.port);
    await waitHealthy(server);
    let session = await loginOver(server.base, username);
    let present = new Set(await listIds(server.base, session));
    const lostAfterKill = killed.filter((id) => !present.has(id));
    expect(lostAfterKill).toEqual([]);

    // SIGTERM under the same load: in-flight requests finish, the process exits 0, nothing is lost.
    load = submissionLoad(server.base, session);
    while (load.acknowledged.length < 10 && Date.now() < until + 10_000) await sleep(20);
    server.child.kill('SIGTERM');
    const code = await server.exited;
    await load.stop();
    expect(code, server.output()).toBe(0);
    const stopped = [...load.acknowledged];

    server = await startServer(env, server.port);
    await waitHealthy(server);
    session = await loginOver(server.base, username);
    present = new Set(await listIds(server.base, session));
    expect(stopped.filter((id) => !present.has(id))).toEqual([]);
    console.log(
      `[process-faults] ${driver}: kill -9 after ${killed.length} acknowledged submissions, ` +
        `${killed.length - lostAfterKill.length} found after restart; SIGTERM after ${stopped.length}, ` +
        `all found; ${present.size} stored in all`,
    );
  }, 150_000);

  it.runIf(driver === 'pglite')(
    'a second process on the same data folder stops with a clear message',
    async () => {
      expect(server?.child.exitCode).toBe(null);
      const second = await startServer(env);
      const code = await second.exited;
      expect(code).toBe(1);
      expect(second.output()).toContain('is in use by another PawType process');
      expect(second.output()).toContain(`pid ${server!.child.pid}`);
      // The first one is unharmed.
      expect((await fetch(`${server!.base}/api/health/ready`)).status).toBe(200);
    },
    60_000,
  );

  it.runIf(driver === 'postgres')(
    'serves again within 5 s each time PostgreSQL terminates every connection under load',
    async () => {
      const admin = new pg.Client({ connectionString: env.DATABASE_URL });
      await admin.connect();
      const cookie = await loginOver(server!.base, `kill-${driver}-${process.pid}@example.com`);
      const load = submissionLoad(server!.base, cookie);
      const recoveries: number[] = [];
      try {
        for (let round = 0; round < 3; round += 1) {
          await sleep(500);
          await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid()`,
          );
          const from = Date.now();
          let served = false;
          while (!served && Date.now() - from < 5_000) {
            served = await fetch(`${server!.base}/api/assessments`, { headers: { cookie } }).then(
              (r) => r.status === 200,
              () => false,
            );
          }
          recoveries.push(Date.now() - from);
          expect(served).toBe(true);
        }
      } finally {
        await load.stop();
        await admin.end();
      }
      expect(server!.child.exitCode, server!.output()).toBe(null);
      expect(load.unexpected).toEqual([]);
      expect(load.bare503).toEqual([]);
      console.log(
        `[process-faults] pg_terminate_backend x3 under load: serving again after ${recoveries.join(', ')} ms; ` +
          `${load.statuses.length} requests, ${load.statuses.filter((s) => s === 503).length} answered 503`,
      );
      expect(Math.max(...recoveries)).toBeLessThan(5_000);
    },
    60_000,
  );
});

describe('draining on SIGTERM', () => {
  it('reports not-ready at once, keeps serving for SHUTDOWN_GRACE_MS, then stops and exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtype-drain-'));
    const server = await startServer({ DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: '2000' });
    try {
      await waitHealthy(server);
      expect((await fetch(`${server.base}/api/health/ready`)).status).toBe(200);
      const t0 = Date.now();
      server.child.kill('SIGTERM');
      await sleep(200);
      const ready = await fetch(`${server.base}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        message: 'This process is stopping; send requests to another one',
        code: 'SERVICE_UNAVAILABLE',
      });
      // Still serving everything else during the grace period, without keeping connections open.
      const live = await fetch(`${server.base}/api/health/live`);
      expect(live.status).toBe(200);
      expect(live.headers.get('connection')).toBe('close');
      const types = await fetch(`${server.base}/api/pet-types`);
      expect(types.status).toBe(200);
      expect(await server.exited).toBe(0);
      expect(Date.now() - t0).toBeGreaterThanOrEqual(2000);
      await expect(fetch(`${server.base}/api/health/live`)).rejects.toThrow();
    } finally {
      await stopServer(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
