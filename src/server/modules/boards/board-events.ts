/**
 * Live board updates through PostgreSQL LISTEN/NOTIFY, so every app process on one database hears
 * every write. A write announces itself with `notifyBoardEvent(tx, ...)` inside its own transaction:
 * PostgreSQL delivers the notification only when that transaction commits, so a rolled-back change
 * is never announced. Each process holds one listener (a dedicated connection on a PostgreSQL server,
 * the embedded instance on PGlite) and fans the events out to the board streams it serves.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from '#server/db/client.ts';
import { BOARD_EVENT_TYPES, type BoardEvent } from '#shared/contracts/boards.ts';

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

/** The fan-out shared by both engines: listeners per board, one channel subscription per process. */
abstract class FanOut implements BoardEventSource {
  private readonly listeners = new Map<number, Set<BoardEventListener>>();
  private started: Promise<void> | null = null;
  protected closed = false;

  protected abstract start(): Promise<void>;
  protected abstract stop(): Promise<void>;

  protected dispatch(payload: string): void {
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
    this.started ??= this.start().catch((err: unknown) => {
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
    if (this.started) await this.started.catch(() => {});
    await this.stop();
  }
}

/** PGlite: one process owns the database; its own listen() delivers committed notifications. */
class PgliteBoardEvents extends FanOut {
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly pglite: PGlite) {
    super();
  }

  protected async start(): Promise<void> {
    this.unlisten = await this.pglite.listen(BOARD_EVENTS_CHANNEL, (payload) => this.dispatch(payload));
  }

  protected async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
    if (unlisten && !this.pglite.closed) await unlisten().catch(() => {});
  }
}

/**
 * A PostgreSQL server: one dedicated client (outside the pool) holds LISTEN. When the connection
 * drops it reconnects with a growing delay (0.5 s up to 10 s) and listens again.
 */
class PostgresBoardEvents extends FanOut {
  private client: pg.Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelay = 500;

  constructor(
    private readonly connectionString: string,
    private readonly log: (msg: string, err?: unknown) => void,
  ) {
    super();
  }

  protected async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true });
    client.on('notification', (msg) => {
      if (msg.channel === BOARD_EVENTS_CHANNEL && msg.payload) this.dispatch(msg.payload);
    });
    client.on('error', (err) => {
      this.log('board events connection failed', err);
      this.dropped(client);
    });
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${BOARD_EVENTS_CHANNEL}`);
    } catch (err) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryDelay = 500;
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().catch((err: unknown) => {
        this.log('board events reconnect failed', err);
        this.retryDelay = Math.min(this.retryDelay * 2, 10_000);
        this.scheduleReconnect();
      });
    }, this.retryDelay);
    this.retryTimer.unref();
  }

  protected async stop(): Promise<void> {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }
}

export function createBoardEventSource(
  database: Database,
  log: (msg: string, err?: unknown) => void = () => {},
): BoardEventSource {
  if (database.pglite) return new PgliteBoardEvents(database.pglite);
  if (database.connectionString) return new PostgresBoardEvents(database.connectionString, log);
  throw new Error('the database offers no LISTEN/NOTIFY connection');
}
