/**
 * Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when
 * DATABASE_URL is set. Both run the same migrations and the same queries.
 *
 * PostgreSQL: a pool that outlives dropped connections and retries what is safe to repeat
 * (./pool.ts), with a statement timeout. PGlite: one process per data folder (./lock.ts);
 * PGlite writes every change straight to its files, so a killed process loses nothing it
 * acknowledged (it runs without fsync, so an operating-system crash or power cut may).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import * as schema from './schema.ts';
import { MIGRATIONS_DIR } from '../lib/paths.ts';
import { createPool, retryTransactions } from './pool.ts';
import { lockDataDir } from './lock.ts';

/** Both drivers expose the same query builder; PGlite's type stands for both. */
export type Db = PgliteDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool (PostgreSQL only): shared stores such as the rate limits use it. */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  /** Resolves when the database answers `select 1` (rejects after timeoutMs). */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** For LISTEN/NOTIFY (board events): a direct PostgreSQL URL (DATABASE_LISTEN_URL), or the embedded instance. */
  connectionString?: string;
  pglite?: PGlite;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** An already open PGlite instance (tests clone a migrated template). */
  pglite?: PGlite;
  /** PostgreSQL: connections in the pool (default 10). */
  poolMax?: number;
  /** PostgreSQL: how long to wait for a connection (default 5 s). */
  connectTimeoutMs?: number;
  /** PostgreSQL: longest a statement may run (default 10 s; 0 = no limit). */
  statementTimeoutMs?: number;
  /** Told about connections the server dropped (they are replaced on the next query). */
  onConnectionError?: (err: Error, where: string) => void;
  /**
   * PostgreSQL: a direct connection (not through a pooler) for LISTEN and for the migration lock, which
   * need one server session for their whole life (default: databaseUrl).
   */
  listenUrl?: string | undefined;
  /** 'transaction': databaseUrl is a transaction-mode pooler (PgBouncer): no named prepared statements. */
  pooler?: 'none' | 'transaction';
}

/** A column value passed through as PGlite read it (a string): drizzle converts these types itself. */
const asRead = (value: string) => value;

/**
 * The types drizzle's PGlite driver asks PGlite to leave as strings, passing its own `parsers` with
 * every query (drizzle-orm/pglite/session.js). PGlite then copies its whole parser table for each
 * query, ~100 us of a ~250 us read. Set once on the instance instead (`PGLITE_OPTIONS`), the per-query
 * copy is dropped (`withInstanceParsers`) with the same results (tests/server/pglite-parsers.test.ts).
 * (PGlite replaces the instance's array parsers with its own, which parse the array and leave each
 * element to these; the app stores no array column.)
 */
export const DRIZZLE_STRING_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE] as const;
/** numeric[], timestamp[], timestamptz[], interval[], date[]: drizzle passes these too. */
export const DRIZZLE_STRING_ARRAY_TYPES = [1231, 1115, 1185, 1187, 1182] as const;

/**
 * bytea (photos, board images) in and out as hex by Node's own codec: PGlite's own builds a string
 * per byte both ways (~20 ms for a 185 KiB photo, on the thread every query waits for).
 */
const byteaToHex = (value: unknown) => {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
};
const byteaFromHex = (value: string) => Buffer.from(value.slice(2), 'hex');

/** Options every PGlite instance of the app is created with (tests' instances too). */
export const PGLITE_OPTIONS: Pick<PGliteOptions, 'parsers' | 'serializers'> = {
  parsers: {
    ...Object.fromEntries([...DRIZZLE_STRING_TYPES, ...DRIZZLE_STRING_ARRAY_TYPES].map((t) => [t, asRead])),
    [types.BYTEA]: byteaFromHex,
  },
  serializers: { [types.BYTEA]: byteaToHex },
};

type QueryOptions = Parameters<PGlite['query']>[2];
const withoutParsers = (options: QueryOptions): QueryOptions =>
  options?.parsers ? { ...options, parsers: undefined } : options;

/**
 * The instance as drizzle sees it: queries without drizzle's per-query parsers, which the instance
 * already holds. Only for an instance created with PGLITE_OPTIONS (anything else is returned as is).
 */
export function withInstanceParsers(pglite: PGlite): PGlite {
  if (!DRIZZLE_STRING_TYPES.every((t) => pglite.parsers[t] === asRead)) return pglite;
  const wrapTx = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get: (target, prop) =>
        prop === 'query'
          ? (q: string, params?: unknown[], o?: QueryOptions) => target.query(q, params, withoutParsers(o))
          : Reflect.get(target, prop, target),
    });
  return new Proxy(pglite, {
    get(target, prop) {
      if (prop === 'query')
        return (q: string, params?: unknown[], o?: QueryOptions) => target.query(q, params, withoutParsers(o));
      if (prop === 'transaction')
        return <T>(callback: (tx: Transaction) => Promise<T>) => target.transaction((tx) => callback(wrapTx(tx)));
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Advisory lock key held while migrating (any fixed number; "PAWTYPE" in ASCII digits). */
const MIGRATION_LOCK = 80657784;

export const DB_DEFAULTS = { poolMax: 10, connectTimeoutMs: 5_000, statementTimeoutMs: 10_000 } as const;

async function withTimeout<T>(work: Promise<T>, ms: number | undefined): Promise<T> {
  if (!ms) return work;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const connectionString = options.databaseUrl;
    const directUrl = options.listenUrl ?? connectionString;
    const pool = createPool({
      connectionString,
      max: options.poolMax ?? DB_DEFAULTS.poolMax,
      connectTimeoutMs: options.connectTimeoutMs ?? DB_DEFAULTS.connectTimeoutMs,
      statementTimeoutMs: options.statementTimeoutMs ?? DB_DEFAULTS.statementTimeoutMs,
      transactionPooler: options.pooler === 'transaction',
      ...(options.onConnectionError ? { onConnectionError: options.onConnectionError } : {}),
    });
    const db = retryTransactions(drizzlePg(pool, { schema }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      pool,
      // Migrations may take longer than a request may: they get their own connection, no statement limit.
      migrate: async () => {
        // Direct: a session-level advisory lock through a transaction pooler would stay on a pooled connection.
        const migrationPool = createPool({
          connectionString: directUrl,
          max: 1,
          connectTimeoutMs: options.connectTimeoutMs ?? DB_DEFAULTS.connectTimeoutMs,
          statementTimeoutMs: 0,
        });
        try {
          // Processes starting together take turns: the first migrates, the others find it done.
          const conn = await migrationPool.connect();
          try {
            await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
            await migratePg(drizzlePg(conn, { schema }), { migrationsFolder: MIGRATIONS_DIR });
          } finally {
            await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
            conn.release();
          }
        } finally {
          await migrationPool.end();
        }
      },
      ping: async (timeoutMs) => void (await withTimeout(pool.query('select 1'), timeoutMs)),
      close: () => pool.end(),
      connectionString: directUrl,
    };
  }
  let client = options.pglite;
  let release = () => {};
  if (!client) {
    const dataDir = path.resolve(options.dataDir ?? './data');
    const lock = lockDataDir(dataDir);
    release = lock.release;
    try {
      const dir = path.join(dataDir, 'pglite');
      fs.mkdirSync(dir, { recursive: true });
      // relaxedDurability stays off: each query resolves only once its changes are written out.
      // 16 MB of shared buffers instead of PostgreSQL's 128 MB: PGlite touches all of them at start, and
      // this database's working set is a few MB (docs/decisions/0019).
      client = await PGlite.create(dir, {
        ...PGLITE_OPTIONS,
        relaxedDurability: false,
        startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
      });
    } catch (err) {
      release();
      throw err;
    }
  }
  const pglite = client;
  const db = drizzlePglite(withInstanceParsers(pglite), { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async (timeoutMs) => void (await withTimeout(db.execute(sql`select 1`), timeoutMs)),
    close: async () => {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        release();
      }
    },
    pglite,
  };
}
