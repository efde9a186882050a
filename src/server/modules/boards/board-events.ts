/**
 * Live board updates through PostgreSQL LISTEN/NOTIFY, so every app process on one database hears
 * every write. A write announces itself with `notifyBoardEvent(tx, ...)` inside its own transaction:
 * PostgreSQL delivers the notification only when that transaction commits, so a rolled-back change
 * is never announced. Each process holds one listener (#server/db/notifications.ts: a dedicated,
 * reconnecting connection on a PostgreSQL server, the embedded instance on PGlite) and fans the events
 * out to the board streams it serves.
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

/** What both engines implement: subscribe to one board's events; stop listening on close. */
export interface BoardEventSource {
  /** Resolves once the process is listening, so nothing committed afterwards is missed. */
  subscribe(boardId: number, listener: BoardEventListener): Promise<() => void>;
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
  private started: Promise<ChannelListener> | null = null;
  private closed = false;

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

  async subscribe(boardId: number, listener: BoardEventListener): Promise<() => void> {
    if (this.closed) throw new Error('board events are closed');
    this.started ??= listenToChannel(this.database, BOARD_EVENTS_CHANNEL, {
      onPayload: (payload) => this.dispatch(payload),
      log: this.log,
    }).catch((err: unknown) => {
      this.started = null;
      throw err;
    });
    await this.started;
    let set = this.listeners.get(boardId);
    if (!set) this.listeners.set(boardId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
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
