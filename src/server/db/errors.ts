/**
 * Sorts database failures into the few kinds the app answers differently: the database is away
 * (503, retry later), a statement ran past its time (503), the disk is full (507). Anything else
 * stays a plain error (500). Drizzle wraps driver errors, so the whole `cause` chain is read.
 */

export type DbFaultKind = 'unavailable' | 'timeout' | 'disk-full';

/** SQLSTATE codes and Node error codes that mean "the database cannot be reached right now". */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, smart/fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '53200', // out_of_memory
  '25P03', // idle_in_transaction_session_timeout
]);
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i, // pg: "Connection terminated unexpectedly", "... due to connection timeout"
  /timeout exceeded when trying to connect/i, // pg-pool connectionTimeoutMillis
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
  /PGlite is closed/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];
const TIMEOUT_SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout (and pg_cancel_backend)
  '55P03', // lock_not_available: lock_timeout
]);

/** Walks err, err.cause, err.cause.cause ... (Drizzle's DrizzleQueryError keeps the driver error as cause). */
function* chain(err: unknown): Generator<Record<string, unknown>> {
  let current: unknown = err;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth += 1) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

export function classifyDbError(err: unknown): DbFaultKind | null {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (code === '53100' || code === 'ENOSPC' || /No space left on device/i.test(message)) return 'disk-full';
    if (TIMEOUT_SQLSTATES.has(code)) return 'timeout';
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_ERRNOS.has(code)) return 'unavailable';
    if (UNAVAILABLE_MESSAGES.some((re) => re.test(message))) return 'unavailable';
  }
  return null;
}

/** The driver's own code and message (Drizzle's wrapper message repeats the query and every parameter). */
export function describeDbError(err: unknown): { code?: string; message: string } {
  let last: Record<string, unknown> | undefined;
  for (const e of chain(err)) last = e;
  const code = typeof last?.code === 'string' ? last.code : undefined;
  const message = typeof last?.message === 'string' ? last.message : String(err);
  return code ? { code, message } : { message };
}

/** True when the connection itself failed (worth one retry when the work is safe to repeat). */
export const isConnectionError = (err: unknown) => classifyDbError(err) === 'unavailable';

/** Thrown when the database is reachable but another process holds the PGlite data folder. */
export class DataDirLockedError extends Error {}
