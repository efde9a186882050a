/**
 * The bell's live count as Server-Sent Events: one stream per signed-in tab, fed by `notification_events`
 * (LISTEN/NOTIFY: a write in any process on the database reaches every process). Each process holds one
 * listener (#server/db/notifications.ts) and fans the user ids out to the streams of those users; a stream
 * then reads its owner's unread count and sends `data: {"unread": n}`.
 *
 * Catching up: a stream sends the count as soon as it is listening, so a reconnecting client is current
 * at once; when the listener connection drops, every stream ends so its client reconnects (EventSource
 * does by itself), and a new stream waits (at most LISTEN_WAIT_MS) for the listener to be back.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { Database, Db } from '#server/db/client.ts';
import { listenToChannel, type ChannelListener } from '#server/db/notifications.ts';
import { AppError } from '#server/lib/errors.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { NOTIFICATION_EVENTS_CHANNEL } from './notifier.ts';
import { unreadCount } from './repository.ts';

/** A comment line every 25 s keeps proxies and browsers from closing an idle stream (tests shorten it). */
export const notificationStreamSettings = { heartbeatMs: 25_000, listenWaitMs: 5_000 };

interface Subscriber {
  changed(): void;
  gap(): void;
}

export class NotificationStreams {
  private readonly subscribers = new Map<number, Set<Subscriber>>();
  private readonly open = new Set<ServerResponse>();
  private listener: Promise<ChannelListener> | null = null;
  private up = false;
  private closed = false;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly database: Database,
    private readonly db: Db,
    private readonly warn: (msg: string, err?: unknown) => void,
  ) {}

  stats(): { streams: number } {
    return { streams: this.open.size };
  }

  private dispatch(payload: string): void {
    const userId = Number(payload);
    if (!Number.isInteger(userId)) return;
    for (const s of this.subscribers.get(userId) ?? []) s.changed();
  }

  private down(): void {
    this.up = false;
    this.warn('notification events listener lost: open streams are closed so their clients catch up');
    for (const set of this.subscribers.values()) for (const s of [...set]) s.gap();
  }

  private async listening(): Promise<void> {
    if (this.closed) throw new Error('notification streams are closed');
    this.listener ??= listenToChannel(this.database, NOTIFICATION_EVENTS_CHANNEL, {
      onPayload: (p) => this.dispatch(p),
      onUp: () => {
        this.up = true;
        for (const wake of this.waiters.splice(0)) wake();
      },
      onDown: () => this.down(),
      log: this.warn,
    }).catch((err: unknown) => {
      this.listener = null;
      throw err;
    });
    await this.listener;
    if (this.up) return;
    await new Promise<void>((resolve, reject) => {
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== wake);
        reject(
          new AppError(503, ERROR_CODES.unavailable, 'Live updates are reconnecting. Please try again in a moment.'),
        );
      }, notificationStreamSettings.listenWaitMs);
      this.waiters.push(wake);
    });
  }

  /** Takes over the reply and streams the user's unread count until the client leaves. */
  async stream(userId: number, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.listening().catch((err: unknown) => {
      if (err instanceof AppError) reply.header('Retry-After', '3');
      throw err;
    });
    reply.hijack();
    const raw = reply.raw;
    if (raw.destroyed || raw.writableEnded || request.raw.destroyed) return;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    raw.write('retry: 3000\n: connected\n\n');
    // One count query at a time per stream; changes meanwhile are folded into one more.
    let busy = false;
    let again = false;
    const send = async (): Promise<void> => {
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      try {
        do {
          again = false;
          const unread = await unreadCount(this.db, userId);
          if (!raw.writableEnded) raw.write(`data: ${JSON.stringify({ unread })}\n\n`);
        } while (again && !raw.writableEnded);
      } catch (err) {
        this.warn('notification count failed; the stream ends so the client reconnects', err);
        raw.end();
      } finally {
        busy = false;
      }
    };
    const subscriber: Subscriber = { changed: () => void send(), gap: () => raw.end() };
    let set = this.subscribers.get(userId);
    if (!set) this.subscribers.set(userId, (set = new Set()));
    set.add(subscriber);
    this.open.add(raw);
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), notificationStreamSettings.heartbeatMs);
    heartbeat.unref();
    raw.once('close', () => {
      clearInterval(heartbeat);
      set.delete(subscriber);
      if (!set.size && this.subscribers.get(userId) === set) this.subscribers.delete(userId);
      this.open.delete(raw);
    });
    // The count now: what changed while the client was away is caught up at once.
    await send();
  }

  endAll(): void {
    for (const raw of this.open) raw.end();
    this.open.clear();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
    const channel = await this.listener?.catch(() => null);
    await channel?.close();
  }
}
