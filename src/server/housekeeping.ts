/**
 * Housekeeping: rows that have served their time (expired sessions, expired Idempotency-Key answers,
 * and any other spent token) are removed on a schedule, a bounded number per job and run, so a run
 * never holds the database for long and a backlog drains over a few runs.
 *
 * On PostgreSQL several app processes share the database: each run takes a transaction-level advisory
 * lock with pg_try_advisory_xact_lock, so one process at a time does the work and the others skip that
 * run (a transaction-level lock also works through a transaction-mode pooler such as PgBouncer). PGlite
 * has one process only.
 *
 * Adding a job is one entry in HOUSEKEEPING_JOBS: a name and a bounded delete. A job that does more than
 * delete (the daily notification summary, which needs the mailer) has a `run` instead, in the same
 * transaction under the same lock, with an optional step once it committed (sending the e-mails); such
 * jobs are added per app by housekeepingJobsFor.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { expiredAccountTokens } from './modules/account-recovery/index.ts';
import type { Mailer } from './modules/mail/index.ts';
import { expiredUnsubscribeTokens, prepareSummaries } from './modules/notifications/index.ts';

/** Advisory lock key of a housekeeping run ("PAWHOUSE" in spirit; any fixed number). */
export const HOUSEKEEPING_LOCK = 80657785;
/** Rows each job removes at most per run. */
export const HOUSEKEEPING_BATCH = 1_000;

export interface HousekeepingJob {
  name: string;
  /** A delete of at most `limit` rows; PostgreSQL returns the count. */
  remove?(limit: number): SQL;
  /** Or work of its own inside the run's transaction: a count, and what to do once it committed. */
  run?(tx: Db, limit: number): Promise<{ count: number; afterCommit?: () => Promise<void> }>;
  /**
   * Asked before the run's transaction opens (it may query the database, which an open PGlite
   * transaction would block): false skips the job this time.
   */
  ready?(): Promise<boolean>;
}

/** Deletes at most `limit` rows of `table` whose `column` lies in the past (oldest first). */
const expiredRows = (table: string, column: string) => (limit: number) =>
  sql`delete from ${sql.identifier(table)} where ctid in (
    select ctid from ${sql.identifier(table)} where ${sql.identifier(column)} < now()
    order by ${sql.identifier(column)} limit ${limit})`;

export const HOUSEKEEPING_JOBS: HousekeepingJob[] = [
  { name: 'expired sessions', remove: expiredRows('sessions', 'expires_at') },
  { name: 'expired idempotency keys', remove: expiredRows('idempotency_keys', 'expires_at') },
  // Password-reset and e-mail links a day after they expired or were used (decision 0038).
  { name: 'spent account links', remove: expiredAccountTokens },
  // The summary e-mails' unsubscribe links after UNSUBSCRIBE_LINK_DAYS (decision 0045).
  { name: 'old unsubscribe links', remove: expiredUnsubscribeTokens },
];

/** The jobs of a running app: the deletes, and the daily notification summary through its mailer. */
export function housekeepingJobsFor({ mailer }: { mailer: Mailer }): HousekeepingJob[] {
  return [...HOUSEKEEPING_JOBS, { name: 'notification summaries', run: (tx) => prepareSummaries(tx, mailer) }];
}

export interface HousekeepingRun {
  /** False when another process held the lock, so this one did nothing. */
  ran: boolean;
  removed: Record<string, number>;
}

const affected = (result: unknown): number => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
};

/** One run of every job, under the lock; returns what each removed. */
export async function runHousekeeping(
  db: Db,
  jobs: HousekeepingJob[] = HOUSEKEEPING_JOBS,
  batch = HOUSEKEEPING_BATCH,
): Promise<HousekeepingRun> {
  const afterCommit: (() => Promise<void>)[] = [];
  const skipped = new Set<HousekeepingJob>();
  for (const job of jobs) if (job.ready && !(await job.ready())) skipped.add(job);
  const run = await db.transaction(async (tx) => {
    const [lock] = (await tx.execute(sql`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK}) as got`)).rows as {
      got: boolean;
    }[];
    if (!lock?.got) return { ran: false, removed: {} };
    const removed: Record<string, number> = {};
    for (const job of jobs) {
      if (job.remove) removed[job.name] = affected(await tx.execute(job.remove(batch)));
      else if (job.run && skipped.has(job)) removed[job.name] = 0;
      else if (job.run) {
        const done = await job.run(tx, batch);
        removed[job.name] = done.count;
        if (done.afterCommit) afterCommit.push(done.afterCommit);
      }
    }
    return { ran: true, removed };
  });
  for (const step of afterCommit) await step();
  return run;
}

export interface Housekeeper {
  stop(): void;
}

/**
 * Runs the housekeeping every `intervalMs` (0: never), first after a random part of one interval so
 * processes started together spread out. Errors (the database away) are logged; the next run tries again.
 */
export function startHousekeeping(
  db: Db,
  intervalMs: number,
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void },
  jobs: HousekeepingJob[] = HOUSEKEEPING_JOBS,
): Housekeeper {
  if (intervalMs <= 0) return { stop: () => {} };
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      runHousekeeping(db, jobs)
        .then((run) => {
          const total = Object.values(run.removed).reduce((a, b) => a + b, 0);
          if (run.ran && total > 0)
            log.info({ removed: run.removed }, 'housekeeping: removed expired rows, sent summaries');
        })
        .catch((err: unknown) => log.warn({ err }, 'housekeeping run failed; it runs again later'))
        .finally(() => schedule(intervalMs));
    }, ms);
    timer.unref();
  };
  schedule(Math.round(intervalMs * (0.5 + Math.random() / 2)));
  return {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
