/**
 * Rate limits shared by every app process on one PostgreSQL server (rate-limiter-flexible's
 * PostgreSQL store, table pawtype_rate_limits); on PGlite, which only one process can open, in memory.
 */
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import type { Database } from '#server/db/client.ts';

export const RATE_LIMIT_TABLE = 'pawtype_rate_limits';

/** Creates the shared table once per pool; a failed attempt (database away) is tried again next time. */
const tables = new WeakMap<pg.Pool, Promise<void>>();
function ensureTable(pool: pg.Pool): Promise<void> {
  let ready = tables.get(pool);
  if (!ready) {
    ready = pool
      .query(
        `create table if not exists "${RATE_LIMIT_TABLE}" (key varchar(255) primary key, points integer not null default 0, expire bigint)`,
      )
      .then(
        () => undefined,
        (err: { code?: string }) => {
          // Two processes creating it at once: the loser sees a duplicate; the table exists.
          if (err.code === '23505' || err.code === '42P07') return;
          tables.delete(pool);
          throw err;
        },
      );
    tables.set(pool, ready);
  }
  return ready;
}

export interface Limiter {
  limiter: RateLimiterAbstract;
  ready: () => Promise<void>;
}

export function createLimiter(
  database: Database | undefined,
  keyPrefix: string,
  points: number,
  duration: number,
): Limiter {
  const pool = database?.kind === 'postgres' ? database.pool : undefined;
  if (!pool) return { limiter: new RateLimiterMemory({ keyPrefix, points, duration }), ready: async () => {} };
  const limiter: RateLimiterStoreAbstract = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    keyPrefix,
    points,
    duration,
  });
  return { limiter, ready: () => ensureTable(pool) };
}

/** A consume() over the limit rejects with RateLimiterRes; anything else (a database error) is real. */
export async function consumeOrNull(l: Limiter, key: string): Promise<RateLimiterRes | null> {
  await l.ready();
  try {
    await l.limiter.consume(key);
    return null;
  } catch (e) {
    if (e instanceof RateLimiterRes) return e;
    throw e;
  }
}
