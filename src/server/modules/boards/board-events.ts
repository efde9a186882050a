/**
 * Live board updates through PostgreSQL LISTEN/NOTIFY, so every app process on one database hears
 * every write. A write announces itself with `notifyBoardEvent(tx, ...)` inside its own transaction:
 * PostgreSQL delivers the notification only when that transaction commits, so a rolled-back change
 * is never announced. Each process holds one listener (#server/db/notifications.ts: a dedicated,
 * reconnecting connection on a PostgreSQL server, the embedded instance on PGlite) and fans the events
 * out to the board streams it serves.
 *
 * Nothing is missed silently: when the listener connection drops, every subscriber is told (`onGap`)
 * and the board streams close, so each client reconnects and refetches the board (its EventSource
 * reconnects by itself; src/client/api/boards.ts refetches on every reconnect). A subscription made
 * while the listener is away waits for it to come back (at most LISTEN_WAIT_MS, then it fails), so a
 * stream is only ever opened when everything committed afterwards will reach it.
 */
import { sql } from 'drizzle-orm';
import type { Database, Db } from '#server/db/client.ts';
import { listenToChannel, type ChannelListener } from '#server/db/notifications.ts';
import { BOARD_EVENT_TYPES, type BoardEvent } from '#shared/rules/boards.ts';

export const BOARD_EVENTS_CHANNEL = 'board_events';

/** Announces a change (call inside the write's transaction). Events carry ids only. */
export async function notifyBoardEvent(tx: Db, event: BoardEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${BOARD_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

export type BoardEventListener = (event: BoardEvent) => void;

/** How long a new subscription waits for a reconnecting listener before it is refused. */
export const LISTEN_WAIT_MS = 5_000;

export class ListenerUnavailableError extends Error {
  constructor() {
    super('the board events listener is reconnecting');
  }
}

/** What both engines implement: subscribe to one board's events; stop listening on close. */
export interface BoardEventSource {
  /**
   * Resolves once the process is listening, so nothing committed afterwards is missed. `onGap` is
   * called (once) if the listener connection drops afterwards: events may then have been missed.
   */
  subscribe(boardId: number, listener: BoardEventListener, onGap?: () => void): Promise<() => void>;
  /** How many subscriptions are open. */
  readonly listenerCount: number;
  close(): Promise<void>;
}

function parseEvent(payload: string): BoardEvent | null {
  try {
    const e = JSON.parse(payload) as Partial<BoardEvent>;
    if (typeof e.boardId !== 'number' || typeof e.postId !== 'number' || typeof e.type !== 'string') return null;
    if (!(BOARD_EVENT_TYPES as readonly string[]).includes(e.type)) return null;
    return { boardId: e.boardId, type: e.type, postId: e.postId, parentId: e.parentId ?? null };
  } catch {
    return null;
  }
}

/** Listeners per board over one channel subscription per process, opened at the first subscription. */
class BoardEvents implements BoardEventSource {
  private readonly listeners = new Map<number, Set<BoardEventListener>>();
  private readonly gapHandlers = new Set<() => void>();
  private started: Promise<ChannelListener> | null = null;
  private closed = false;
  private up = false;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly database: Database,
    private readonly log: (msg: string, err?: unknown) => void,
  ) {}

  private dispatch(payload: string): void {
    const event = parseEvent(payload);
    if (!event) return;
    for (const listener of this.listeners.get(event.boardId) ?? []) {
      try {
        listener(event);
      } catch {
        // One broken stream must not stop the others.
      }
    }
  }

  private onUp(): void {
    this.up = true;
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** The listener connection dropped: every open subscription may miss events from now on. */
  private onDown(): void {
    this.up = false;
    this.log('board events listener lost: open streams are closed so their clients refetch');
    const handlers = [...this.gapHandlers];
    this.gapHandlers.clear();
    for (const gap of handlers) {
      try {
        gap();
      } catch {
        // one broken stream must not stop the others
      }
    }
  }

  private async waitUntilListening(): Promise<void> {
    if (this.up) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== wake);
        reject(new ListenerUnavailableError());
      }, LISTEN_WAIT_MS);
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      this.waiters.push(wake);
    });
  }

  async subscribe(boardId: number, listener: BoardEventListener, onGap?: () => void): Promise<() => void> {
    if (this.closed) throw new Error('board events are closed');
    this.started ??= listenToChannel(this.database, BOARD_EVENTS_CHANNEL, {
      onPayload: (payload) => this.dispatch(payload),
      onUp: () => this.onUp(),
      onDown: () => this.onDown(),
      log: this.log,
    }).catch((err: unknown) => {
      this.started = null;
      throw err;
    });
    await this.started;
    await this.waitUntilListening();
    let set = this.listeners.get(boardId);
    if (!set) this.listeners.set(boardId, (set = new Set()));
    set.add(listener);
    if (onGap) this.gapHandlers.add(onGap);
    return () => {
      set.delete(listener);
      if (onGap) this.gapHandlers.delete(onGap);
      if (!set.size && this.listeners.get(boardId) === set) this.listeners.delete(boardId);
    };
  }

  get listenerCount(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    this.gapHandlers.clear();
    const channel = await this.started?.catch(() => null);
    await channel?.close();
  }
}

export function createBoardEventSource(
  database: Database,
  log: (msg: string, err?: unknown) => void = () => {},
): BoardEventSource {
  if (!database.pglite && !database.connectionString)
    throw new Error('the database offers no LISTEN/NOTIFY connection');
  return new BoardEvents(database, log);
}
