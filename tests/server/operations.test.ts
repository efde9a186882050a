/**
 * Operating settings and safeguards: the new configuration variables, health (live vs ready) on
 * both engines, and the PGlite data-folder lock (refused while held, stale locks taken over).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { DataDirLockedError } from '#server/db/errors.ts';
import { LOCK_FILE, lockDataDir } from '#server/db/lock.ts';
import { createTestApp, drivers, type TestApp } from '../helpers/test-app.ts';

describe('configuration for operating', () => {
  it('has sensible defaults', () => {
    const c = loadConfig({});
    expect(c.database).toEqual({
      poolMax: 10,
      connectTimeoutMs: 5000,
      statementTimeoutMs: 10_000,
      listenUrl: undefined,
      pooler: 'none',
    });
    expect(c.shutdownTimeoutMs).toBe(10_000);
    expect(c.shutdownGraceMs).toBe(5_000);
    expect(c.housekeepingIntervalMs).toBe(600_000);
  });

  it('reads DB_POOL_MAX, DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS, SHUTDOWN_*, HOUSEKEEPING_* and DATABASE_*', () => {
    const c = loadConfig({
      DB_POOL_MAX: '4',
      DB_CONNECT_TIMEOUT_MS: '2500',
      DB_STATEMENT_TIMEOUT_MS: '0',
      SHUTDOWN_TIMEOUT_MS: '30000',
      SHUTDOWN_GRACE_MS: '0',
      HOUSEKEEPING_INTERVAL_MS: '60000',
      DATABASE_POOLER: 'transaction',
      DATABASE_LISTEN_URL: 'postgres://u@db:5432/pawtype',
    });
    expect(c.database).toEqual({
      poolMax: 4,
      connectTimeoutMs: 2500,
      statementTimeoutMs: 0,
      listenUrl: 'postgres://u@db:5432/pawtype',
      pooler: 'transaction',
    });
    expect(c.shutdownTimeoutMs).toBe(30_000);
    expect(c.shutdownGraceMs).toBe(0);
    expect(c.housekeepingIntervalMs).toBe(60_000);
  });

  it.each([
    [{ DB_POOL_MAX: '0' }, 'DB_POOL_MAX must be at least 1'],
    [{ DB_STATEMENT_TIMEOUT_MS: 'soon' }, 'DB_STATEMENT_TIMEOUT_MS must be a number'],
    [{ DB_CONNECT_TIMEOUT_MS: '5' }, 'DB_CONNECT_TIMEOUT_MS must be at least 100'],
    [{ DATABASE_LISTEN_URL: 'http://db' }, 'DATABASE_LISTEN_URL must start with postgres:// or postgresql://'],
  ])('explains a bad value %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe.each(drivers)('health on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('live answers without the database; ready and the classic endpoint check it', async () => {
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: driver,
      mail: { transport: 'outbox', ready: true, problem: null },
    });
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', database: driver });
  });
});

describe('the PGlite data-folder lock', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtype-lock-'));
    dirs.push(d);
    return d;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  it('writes the pid, refuses a second holder, and is gone after release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses a folder locked by a live process, naming it', () => {
    const dir = tempDir();
    // The parent (the test runner) is alive and is not this process.
    fs.writeFileSync(path.join(dir, LOCK_FILE), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(
      `The data folder ${dir} is in use by another PawType process (pid ${process.ppid}).`,
    );
  });

  it('takes over the stale lock of a process that is gone', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE), '2147483646\n');
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
  });

  it('openDatabase holds it while open and gives it back on close', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await first.close();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 60_000);
});
