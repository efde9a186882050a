/**
 * After a notification commits: the live count (a NOTIFY on `notification_events`, sent inside the
 * write's transaction so PostgreSQL delivers it only on commit, to every process) and the push hook.
 *
 * The push hook (`Deliverer`) is how the push module's sender is called: app.ts registers one (a no-op
 * until push is wired in). Deliveries start after the transaction committed, are never awaited by the
 * request (fire and forget: a slow or failing push service never slows or fails it) and a failure is
 * logged. Only notifications whose owner has push on for their kind reach it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

export const NOTIFICATION_EVENTS_CHANNEL = 'notification_events';

/** What the lock screen shows; `tag` folds a thread's pushes into one on the phone; `url` is the path to open. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** Sends one push message to every subscription of the user (the push module's sender). */
export type Deliverer = (userId: number, message: PushMessage) => Promise<void> | void;

export interface PendingPush {
  userId: number;
  message: PushMessage;
}

/** Tells every process that these users' notifications changed (call inside the write's transaction). */
export async function announceChange(tx: Db, userIds: Iterable<number>): Promise<void> {
  for (const userId of new Set(userIds)) {
    await tx.execute(sql`select pg_notify(${NOTIFICATION_EVENTS_CHANNEL}, ${String(userId)})`);
  }
}

export interface NotifierLog {
  warn(obj: object, msg: string): void;
}

export class Notifier {
  private deliverer: Deliverer = () => {};
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly log: NotifierLog) {}

  /** The push sender (app.ts; the push module's at merge). */
  setDeliverer(deliverer: Deliverer): void {
    this.deliverer = deliverer;
  }

  /** Hands committed notifications to the push sender in the background; errors are logged, never thrown. */
  deliver(pushes: readonly PendingPush[]): void {
    for (const { userId, message } of pushes) {
      const job = Promise.resolve()
        .then(() => this.deliverer(userId, message))
        .catch((err: unknown) => this.log.warn({ err, userId, tag: message.tag }, 'push delivery failed'))
        .finally(() => this.inFlight.delete(job));
      this.inFlight.add(job);
    }
  }

  /** Resolves once every delivery started so far has finished (tests, graceful stop). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }
}
