/**
 * A node-postgres pool that survives the server dropping its connections.
 *
 * - Connection errors on idle and checked-out clients are logged, never left unhandled (an
 *   unhandled 'error' event is what used to end the process after pg_terminate_backend).
 * - Every connection carries a statement_timeout, and connecting is bounded.
 * - A query that meets a dead connection is run once more when that is safe: reads, and any
 *   statement whose connection never opened. Transactions are retried by `retryTransactions`
 *   when COMMIT was never sent, so nothing acknowledged can be written twice.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { classifyDbError } from './errors.ts';

export interface PoolSettings {
  connectionString: string;
  max: number;
  connectTimeoutMs: number;
  /** 0 turns the limit off (migrations). */
  statementTimeoutMs: number;
  /**
   * The URL is a transaction-mode pooler (PgBouncer): every statement may land on another server
   * connection, so no named prepared statement is used (each query is parsed unnamed, in the same
   * round trip), and statement_timeout is not sent at connect (PgBouncer refuses unknown startup
   * parameters: set it on the role instead, docs/operating.md).
   */
  transactionPooler?: boolean;
  /** Pause before the single retry, so a restarting server gets a moment. */
  retryDelayMs?: number;
  onConnectionError?: (err: Error, where: string) => void;
}

/** Statements that never change anything and so may always be repeated. (`with` may hide a write.) */
const READ_ONLY = /^\s*(select|show|values|explain)\b/i;
const COMMIT = /^\s*(commit|end)\b/i;
const BEGIN = /^\s*(begin|start transaction)\b/i;

/** Errors raised before the statement reached the server: repeating any statement is safe. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', '57P03', '53300']);
function neverSent(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0; e && i < 8; i += 1) {
    if (typeof e.code === 'string' && NEVER_SENT.has(e.code)) return true;
    if (typeof e.message === 'string' && /timeout exceeded when trying to connect/i.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

const isConnectionError = (err: unknown) => classifyDbError(err) === 'unavailable';

function queryText(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  if (arg && typeof arg === 'object' && typeof (arg as { text?: unknown }).text === 'string') {
    return (arg as { text: string }).text;
  }
  return '';
}

/** A query config without its statement name: parsed as the unnamed statement, valid for one round trip. */
function withoutName(arg: unknown): unknown {
  if (!arg || typeof arg !== 'object' || !('name' in arg)) return arg;
  const { name: _name, ...rest } = arg as { name?: unknown };
  return rest;
}

/** Set while a transaction runs; records whether COMMIT went out on the wire. */
const transactionState = new AsyncLocalStorage<{ commitSent: boolean }>();

export function createPool(settings: PoolSettings): pg.Pool {
  const retryDelayMs = settings.retryDelayMs ?? 150;
  const report = settings.onConnectionError ?? (() => {});
  const pool = new pg.Pool({
    connectionString: settings.connectionString,
    max: settings.max,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    keepAlive: true,
    application_name: 'pawtype',
    ...(settings.statementTimeoutMs > 0 && !settings.transactionPooler
      ? { statement_timeout: settings.statementTimeoutMs }
      : {}),
  });
  const unnamed = settings.transactionPooler === true;

  // An idle client whose server connection ends: the pool drops it and emits 'error' here.
  pool.on('error', (err) => report(err, 'idle connection'));
  pool.on('connect', (client) => {
    // A checked-out client between two statements has no query to fail, so it emits 'error' itself
    // with no listener but this one (an idle client's error is the pool's, reported above).
    client.on('error', (err) => {
      if (client.listenerCount('error') === 1) report(err, 'connection in use');
    });
    const original = client.query;
    client.query = function (this: pg.PoolClient, ...args: unknown[]) {
      if (unnamed) args[0] = withoutName(args[0]);
      const text = queryText(args[0]);
      if (COMMIT.test(text)) {
        const state = transactionState.getStore();
        if (state) state.commitSent = true;
      }
      const result = (original as (...a: unknown[]) => unknown).apply(this, args);
      if (BEGIN.test(text) && result instanceof Promise) {
        // Drizzle sends BEGIN before its try/finally, so a BEGIN on a dead connection would never
        // give the client back and the pool would run dry. Give it back here (once), as broken.
        result.catch((err: unknown) => {
          if (!isConnectionError(err)) return;
          const release = (client as pg.PoolClient).release;
          (client as pg.PoolClient).release = () => {};
          try {
            release(err instanceof Error ? err : true);
          } catch {
            // already back in the pool
          }
        });
      }
      return result;
    } as typeof client.query;
  });

  const baseQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = function (...args: unknown[]) {
    if (typeof args[args.length - 1] === 'function') return baseQuery(...args); // callback style: as is
    const safe = READ_ONLY.test(queryText(args[0]));
    return (baseQuery(...args) as Promise<unknown>).catch(async (err: unknown) => {
      if (!isConnectionError(err) || !(safe || neverSent(err))) throw err;
      await sleep(retryDelayMs);
      return baseQuery(...args);
    });
  } as typeof pool.query;
  return pool;
}

/**
 * Wraps a Drizzle database's `transaction` so that one that failed on a connection error before
 * COMMIT was sent runs once more on a fresh connection. The callback must only do database work
 * (it may run twice); every transaction in the app does.
 */
export function retryTransactions<T extends { transaction: (...args: never[]) => Promise<unknown> }>(
  db: T,
  retryDelayMs = 150,
): T {
  const original = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  const wrapped = async (...args: unknown[]) => {
    const state = { commitSent: false };
    try {
      return await transactionState.run(state, () => original(...args));
    } catch (err) {
      if (state.commitSent || !isConnectionError(err)) throw err;
      await sleep(retryDelayMs);
      return transactionState.run({ commitSent: false }, () => original(...args));
    }
  };
  (db as { transaction: unknown }).transaction = wrapped;
  return db;
}
