/**
 * PostgreSQL restarting under load, on an instance of this test's own (never the shared server):
 * while it is down the app answers 503 with Retry-After (liveness 200, readiness 503) and keeps
 * running; within 5 s of PostgreSQL accepting connections again it serves; nothing acknowledged
 * is lost, through a fast restart and through an immediate (crash-like) stop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPostgresUnavailable, startOwnPostgres, type OwnPostgres } from '../helpers/own-postgres.ts';
import {
  listIds,
  registerOver,
  removeBuild,
  startServer,
  stopServer,
  submissionLoad,
  waitHealthy,
  type ServerProcess,
} from '../helpers/server-process.ts';

if (ownPostgresUnavailable) console.warn(`[pg-restart] skipped: ${ownPostgresUnavailable}`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(Boolean(ownPostgresUnavailable))('PostgreSQL restarting under load', () => {
  let pgi: OwnPostgres;
  let server: ServerProcess;
  let cookie: string;

  beforeAll(async () => {
    pgi = await startOwnPostgres();
    server = await startServer({ DATABASE_URL: pgi.url, DB_CONNECT_TIMEOUT_MS: '1000' });
    await waitHealthy(server);
    cookie = await registerOver(server.base, `restart-${process.pid}@example.com`);
  }, 120_000);
  afterAll(async () => {
    await stopServer(server);
    pgi?.destroy();
    removeBuild();
  });

  /** Polls until a signed-in read answers 200; returns the milliseconds it took. */
  async function msUntilServing(limitMs = 5_000): Promise<number> {
    const from = Date.now();
    while (Date.now() - from < limitMs) {
      const ok = await fetch(`${server.base}/api/assessments`, { headers: { cookie } }).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return Date.now() - from;
      await sleep(25);
    }
    return Infinity;
  }

  it.each([
    ['a fast restart', ['restart', '-m', 'fast']],
    ['an immediate stop and a start', ['stop', '-m', 'immediate']],
  ])(
    'serves again within 5 s after %s',
    async (_, args) => {
      const load = submissionLoad(server.base, cookie, 6);
      await sleep(600);
      pgi.ctl(...args);
      if (args[0] === 'stop') {
        // Down: the process lives and says so; it is not ready; requests get 503 with Retry-After.
        await sleep(500);
        expect((await fetch(`${server.base}/api/health/live`)).status).toBe(200);
        const ready = await fetch(`${server.base}/api/health/ready`);
        expect(ready.status).toBe(503);
        expect(ready.headers.get('retry-after')).toBe('5');
        const read = await fetch(`${server.base}/api/assessments`, { headers: { cookie } });
        expect(read.status).toBe(503);
        expect(((await read.json()) as { message: string }).message).toBe(
          'The database is not available right now. Please try again in a few seconds.',
        );
        pgi.ctl('start');
      }
      const ms = await msUntilServing();
      await sleep(300);
      await load.stop();
      console.log(
        `[pg-restart] ${_}: serving ${ms} ms after PostgreSQL accepted connections again; ` +
          `${load.acknowledged.length} submissions acknowledged, ${load.statuses.filter((s) => s === 503).length} answers 503`,
      );
      expect(ms).toBeLessThan(5_000);
      expect(server.child.exitCode, server.output()).toBe(null);
      expect(load.unexpected).toEqual([]);
      expect(load.bare503).toEqual([]);
      const present = new Set(await listIds(server.base, cookie));
      expect(load.acknowledged.filter((id) => !present.has(id))).toEqual([]);
    },
    60_000,
  );
});
