/**
 * Builds the app on a fresh copy of the seeded template database, on PGlite or on the
 * PostgreSQL server. `drivers` lists the ones this machine offers, for describe.each.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig, type AppConfig } from '#server/config.ts';
import { PGLITE_OPTIONS, openDatabase, type Database, type DatabaseOptions } from '#server/db/client.ts';
import { watchAnswers } from './answer-contract.ts';
import { adminUrl, pgUrlFor } from './pg.ts';

export type Driver = 'pglite' | 'postgres';
export const drivers: Driver[] = inject('postgresAvailable') ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** The PostgreSQL database's URL (undefined on PGlite). */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

type PoolOptions = Pick<DatabaseOptions, 'poolMax' | 'connectTimeoutMs' | 'statementTimeoutMs'>;

async function cloneDatabase(
  driver: Driver,
  poolOptions: PoolOptions = {},
): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  if (driver === 'pglite') {
    const blob = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    const pglite = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: blob });
    return { database: await openDatabase({ pglite }), drop: async () => {} };
  }
  const name = `pawtype_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  const url = pgUrlFor(name);
  return {
    database: await openDatabase({ databaseUrl: url, ...poolOptions }),
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** A folder with a built client (index.html); default: none, so only the API answers. */
  clientDir?: string;
  /** Adds routes (e.g. a failing one) before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void;
  /**
   * Checks every answer against the served OpenAPI document (tests/helpers/answer-contract.ts);
   * close() then fails listing the mismatches. Default: on.
   */
  checkAnswers?: boolean;
}

function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ NODE_ENV: 'test' });
  // Account e-mails go to an outbox folder of this app's own, never into the working tree.
  const outboxDir = path.join(os.tmpdir(), `pawtype-outbox-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  // Suites register many users from one address; the rate-limit suite sets its own limits.
  return {
    ...base,
    limits: { ...base.limits, registerPerAddress: 10_000 },
    mail: { ...base.mail, outboxDir },
    ...overrides,
  };
}

async function build(
  database: Database,
  config: AppConfig,
  options: TestAppOptions,
): Promise<{ app: FastifyInstance; mismatches: () => string[] }> {
  const app = await buildApp({ config, database, logger: false, clientDir: options.clientDir ?? '/nonexistent' });
  options.beforeReady?.(app);
  const watcher = options.checkAnswers === false ? undefined : watchAnswers(app);
  await app.ready();
  await watcher?.loadDocument();
  return { app, mismatches: () => watcher?.mismatches() ?? [] };
}

/** Fails (after the app is closed) when answers did not match the served document. */
function assertMatched(mismatches: string[]): void {
  if (mismatches.length === 0) return;
  throw new Error(`answers that do not match /api/docs/openapi.json:\n  ${mismatches.join('\n  ')}`);
}

export async function createTestApp(driver: Driver, options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.config);
  const { database, drop, url } = await cloneDatabase(driver, config.database);
  const { app, mismatches } = await build(database, config, options);
  return {
    app,
    database,
    config,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      assertMatched(mismatches());
    },
  };
}

/**
 * A second app instance on the same PostgreSQL database through its own pool, as a second
 * process would be. Close it before the first (which drops the database).
 */
export async function createSiblingApp(first: TestApp, options: TestAppOptions = {}): Promise<TestApp> {
  if (!first.databaseUrl) throw new Error('sibling apps need PostgreSQL');
  const config = testConfig(options.config);
  const database = await openDatabase({ databaseUrl: first.databaseUrl, ...config.database });
  const { app, mismatches } = await build(database, config, options);
  return {
    app,
    database,
    config,
    databaseUrl: first.databaseUrl,
    close: async () => {
      await app.close();
      await database.close();
      assertMatched(mismatches());
    },
  };
}

/** Cookie header value from a response's set-cookie, for the next request. */
export function cookieFrom(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'pawtype_session');
  if (!c) throw new Error(`no session cookie in response ${res.statusCode}`);
  return `pawtype_session=${c.value}`;
}

let seq = 0;
export function uniqueEmail(prefix = 'owner'): string {
  seq += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${seq}@example.com`;
}

export async function registerUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  remoteAddress?: string,
) {
  const body = { username: uniqueEmail(), name: 'Pat Owner', password: 'secret123', ...overrides };
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return {
    user: res.json() as { id: number; username: string },
    cookie: cookieFrom(res),
    password: body.password as string,
  };
}

export type RegisteredUser = Awaited<ReturnType<typeof registerUser>>;

/** An app with two owners: the one under test and another, to whom its things are a 404. */
export async function appWithTwoOwners(
  driver: Driver,
): Promise<{ t: TestApp; owner: RegisteredUser; other: RegisteredUser }> {
  const t = await createTestApp(driver);
  return { t, owner: await registerUser(t.app), other: await registerUser(t.app) };
}

/** One request as a signed-in user (their cookie) or signed out (null). */
export function requestAs(
  app: FastifyInstance,
  cookie: string | null,
  method: string,
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: method as 'GET',
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
  });
}
