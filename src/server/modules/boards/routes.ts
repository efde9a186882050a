/** Discussion boards: the boards, their posts, search, reports and the live-update stream. */
import fastifyMultipart from '@fastify/multipart';
import { count, countDistinct, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { discussionBoardMembers, discussionPosts } from '#server/db/schema.ts';
import { idempotent } from '#server/lib/idempotency.ts';
import { route } from '#server/lib/route.ts';
import { boardEndpoints, POSTS_PER_MINUTE_DEFAULT, postEndpoints as api } from '#shared/contracts/boards.ts';
import { AppError } from '#server/lib/errors.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { createBoardEventSource, ListenerUnavailableError } from './board-events.ts';
import { createPost } from './create-post.ts';
import { deletePost } from './delete-post.ts';
import { listPosts } from './list-posts.ts';
import { multipartLimits, readPostForm } from './post-form.ts';
import { PostLimiter, RateLimitedError } from './post-limiter.ts';
import { reportPost } from './report-post.ts';
import { requireBoard } from './repository.ts';
import { searchPosts } from './search-posts.ts';
import { updatePost } from './update-post.ts';

/** A comment line every 25 s keeps proxies and browsers from closing an idle stream (tests shorten it). */
export const boardStreamSettings = { heartbeatMs: 25_000 };

const openStreams = new WeakMap<object, () => { streams: number; listeners: number }>();

/** Open event streams and listener subscriptions of an app (by its deps), for tests and diagnostics. */
export function boardStreamStats(deps: object): { streams: number; listeners: number } {
  return openStreams.get(deps)?.() ?? { streams: 0, listeners: 0 };
}

export async function boardRoutes(app: FastifyInstance): Promise<void> {
  const { catalog, db, config, database } = app.deps;
  const deps = { db, catalog };
  const postLimiter = new PostLimiter(config.limits.postsPerMinute ?? POSTS_PER_MINUTE_DEFAULT, app.deps.database);
  const events = createBoardEventSource(database, (msg, err) => app.log.warn({ err }, msg));
  const streams = new Set<ServerResponse>();
  openStreams.set(app.deps, () => ({ streams: streams.size, listeners: events.listenerCount }));

  // Multipart forms for posts, in this plugin only: one image of at most 5 MB, short text fields.
  await app.register(fastifyMultipart, { limits: multipartLimits });

  route(app, boardEndpoints.listBoards, () => catalog.boardsOf());
  route(app, boardEndpoints.getBoard, async ({ params }) => {
    const board = requireBoard(catalog, params.boardId);
    const [members] = await db
      .select({ n: countDistinct(discussionBoardMembers.userId) })
      .from(discussionBoardMembers)
      .where(eq(discussionBoardMembers.boardId, board.id));
    const [posts] = await db.select({ n: count() }).from(discussionPosts).where(eq(discussionPosts.boardId, board.id));
    return { ...board, memberCount: members?.n ?? 0, postCount: posts?.n ?? 0 };
  });

  route(app, api.listPosts, ({ user, params, query }) => listPosts(deps, user.id, params.boardId, query));
  route(app, api.createPost, async ({ user, params, request, reply }) => {
    const form = await readPostForm(request, api.createPost.body);
    try {
      // A repeat with the same Idempotency-Key answers the first post instead of posting twice.
      return await idempotent(
        db,
        api.createPost,
        { request, reply, userId: user.id },
        [JSON.stringify(form.body), form.image ?? ''],
        () => createPost({ ...deps, postLimiter }, user, params.boardId, form.body, form.image),
      );
    } catch (err) {
      if (err instanceof RateLimitedError) reply.header('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
  });
  route(app, api.updatePost, async ({ user, params, request }) => {
    const form = await readPostForm(request, api.updatePost.body);
    return updatePost(deps, user, params.boardId, params.postId, form.body, form.image);
  });
  route(app, api.deletePost, ({ user, params }) => deletePost(deps, user, params.boardId, params.postId));
  route(app, api.searchPosts, ({ user, params, query }) => searchPosts(deps, user.id, params.boardId, query));
  route(app, api.reportPost, ({ user, params, body }) =>
    reportPost(deps, user, params.boardId, params.postId, body.reason),
  );

  // Server-Sent Events: one stream per open board screen, fed by LISTEN/NOTIFY.
  route(app, api.boardEvents, async ({ params, request, reply }) => {
    const board = requireBoard(catalog, params.boardId);
    const raw = reply.raw;
    const unsubscribe = await events
      .subscribe(
        board.id,
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
    streams.add(raw);
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), boardStreamSettings.heartbeatMs);
    heartbeat.unref();
    raw.once('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(raw);
    });
  });

  // app.close() waits for open connections: end the streams first, then stop listening.
  app.addHook('preClose', async () => {
    for (const raw of streams) raw.end();
    streams.clear();
  });
  app.addHook('onClose', async () => {
    await events.close();
  });
}
