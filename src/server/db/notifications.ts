/**
 * Listening to one LISTEN/NOTIFY channel, on both engines: on PGlite the embedded instance's own
 * listen(); on a PostgreSQL server one dedicated client outside the pool, which reconnects with a
 * growing delay (0.5 s up to 10 s) when the connection drops and listens again. Notifications sent
 * while it is away are lost, so the owner hears of every drop and every return (`onUp`, `onDown`)
 * and can stop trusting what it derived from them meanwhile.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client.ts';

export interface ChannelHandlers {
  onPayload(payload: string): void;
  /** Listening (again): every notification committed from now on arrives. */
  onUp?(): void;
  /** The connection dropped: notifications may be missed until onUp. */
  onDown?(): void;
  log?(msg: string, err?: unknown): void;
}

export interface ChannelListener {
  readonly listening: boolean;
  close(): Promise<void>;
}

/** Resolves once the channel is listened to (rejects if the first connection fails). */
export async function listenToChannel(
  database: Database,
  channel: string,
  handlers: ChannelHandlers,
): Promise<ChannelListener> {
  if (database.pglite) return listenPglite(database.pglite, channel, handlers);
  if (database.connectionString) {
    const listener = new PostgresChannel(database.connectionString, channel, handlers);
    await listener.connect();
    return listener;
  }
  throw new Error('the database offers no LISTEN/NOTIFY connection');
}

async function listenPglite(pglite: PGlite, channel: string, handlers: ChannelHandlers): Promise<ChannelListener> {
  // One process owns the folder (./lock.ts): nothing can change it unheard.
  const unlisten = await pglite.listen(channel, (payload) => handlers.onPayload(payload));
  handlers.onUp?.();
  let listening = true;
  return {
    get listening() {
      return listening && !pglite.closed;
    },
    async close() {
      if (!listening) return;
      listening = false;
      if (!pglite.closed) await unlisten().catch(() => {});
    },
  };
}

class PostgresChannel implements ChannelListener {
  private client: pg.Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelay = 500;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly handlers: ChannelHandlers,
  ) {}

  get listening(): boolean {
    return this.client !== null;
  }

  async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true });
    client.on('notification', (msg) => {
      if (msg.channel === this.channel && msg.payload !== undefined) this.handlers.onPayload(msg.payload);
    });
    client.on('error', (err) => {
      this.handlers.log?.(`${this.channel} listener connection failed`, err);
      this.dropped(client);
    });
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
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
    this.handlers.onUp?.();
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.handlers.onDown?.();
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().catch((err: unknown) => {
        this.handlers.log?.(`${this.channel} listener reconnect failed`, err);
        this.retryDelay = Math.min(this.retryDelay * 2, 10_000);
        this.scheduleReconnect();
      });
    }, this.retryDelay);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }
}
