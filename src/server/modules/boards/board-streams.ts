/**
 * The board's live updates as Server-Sent Events: one stream per open board screen, fed by the
 * database's board events (LISTEN/NOTIFY, ./board-events.ts). A stream starts once the listener is
 * running, so a client that has read ': connected' misses nothing committed afterwards; a comment line
 * every heartbeatMs keeps proxies and browsers from closing an idle stream.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { createBoardEventSource, ListenerUnavailableError } from './board-events.ts';

/** A comment line every 25 s keeps proxies and browsers from closing an idle stream (tests shorten it). */
export const boardStreamSettings = { heartbeatMs: 25_000 };

export class BoardStreams {
  private readonly events;
  private readonly open = new Set<ServerResponse>();

  constructor(database: Database, warn: (msg: string, err: unknown) => void) {
    this.events = createBoardEventSource(database, warn);
  }

  /** Open streams and listener subscriptions, for tests and diagnostics. */
  stats(): { streams: number; listeners: number } {
    return { streams: this.open.size, listeners: this.events.listenerCount };
  }

  /** Takes over the reply and streams the board's events until the client leaves. */
  async stream(boardId: number, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const raw = reply.raw;
    const unsubscribe = await this.events
      .subscribe(
        boardId,
        (event) => {
          raw.write(`data: ${JSON.stringify(event)}\n\n`);
        },
        // The listener dropped: events may be missed, so the stream ends and the client reconnects
        // (to this process once it listens again, or to another) and refetches the board.
        () => raw.end(),
      )
      .catch((err: unknown) => {
        if (err instanceof ListenerUnavailableError) {
          reply.header('Retry-After', '3');
          throw new AppError(
            503,
            ERROR_CODES.unavailable,
            'Live updates are reconnecting. Please try again in a moment.',
          );
        }
        throw err;
      });
    reply.hijack();
    if (raw.destroyed || raw.writableEnded || request.raw.destroyed) {
      // The client left while the listener was starting.
      unsubscribe();
      return;
    }
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    // Sent once listening: a client that has read this misses nothing committed afterwards.
    raw.write('retry: 3000\n: connected\n\n');
    this.open.add(raw);
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), boardStreamSettings.heartbeatMs);
    heartbeat.unref();
    raw.once('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      this.open.delete(raw);
    });
  }

  /** Ends every open stream (app.close() waits for open connections). */
  endAll(): void {
    for (const raw of this.open) raw.end();
    this.open.clear();
  }

  /** Stops listening; after endAll. */
  close(): Promise<void> {
    return this.events.close();
  }
}
