/** Discussion boards: the boards, their posts, search, reports and the live-update stream; one line a route. */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { idempotent } from '#server/lib/idempotency.ts';
import { route } from '#server/lib/route.ts';
import { boardEndpoints, postEndpoints as api } from '#shared/contracts/boards.ts';
import { POSTS_PER_MINUTE_DEFAULT } from '#shared/rules/boards.ts';
import { BoardStreams } from './board-streams.ts';
import { createPost } from './create-post.ts';
import { deletePost } from './delete-post.ts';
import { getBoard } from './get-board.ts';
import { listPosts } from './list-posts.ts';
import { multipartLimits, readPostForm } from './post-form.ts';
import { PostLimiter, RateLimitedError } from './post-limiter.ts';
import { reportPost } from './report-post.ts';
import { requireBoard } from './repository.ts';
import { searchPosts } from './search-posts.ts';
import { updatePost } from './update-post.ts';

export { boardStreamSettings } from './board-streams.ts';

const streamsOf = new WeakMap<object, BoardStreams>();

/** Open event streams and listener subscriptions of an app (by its deps), for tests and diagnostics. */
export function boardStreamStats(deps: object): { streams: number; listeners: number } {
  return streamsOf.get(deps)?.stats() ?? { streams: 0, listeners: 0 };
}

export async function boardRoutes(app: FastifyInstance): Promise<void> {
  const { catalog, db, config, database } = app.deps;
  const deps = { db, catalog };
  const { notifier } = app.deps;
  const postLimiter = new PostLimiter(config.limits.postsPerMinute ?? POSTS_PER_MINUTE_DEFAULT, app.deps.database);
  const streams = new BoardStreams(database, (msg, err) => app.log.warn({ err }, msg));
  streamsOf.set(app.deps, streams);

  // Multipart forms for posts, in this plugin only: one image of at most 5 MB, short text fields.
  await app.register(fastifyMultipart, { limits: multipartLimits });

  route(app, boardEndpoints.listBoards, () => catalog.boardsOf());
  route(app, boardEndpoints.getBoard, ({ params }) => getBoard(deps, params.boardId));

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
        () => createPost({ ...deps, postLimiter, notifier }, user, params.boardId, form.body, form.image),
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
  route(app, api.deletePost, ({ user, params }) =>
    deletePost({ ...deps, notifier }, user, params.boardId, params.postId),
  );
  route(app, api.searchPosts, ({ user, params, query }) => searchPosts(deps, user.id, params.boardId, query));
  route(app, api.reportPost, ({ user, params, body }) =>
    reportPost(deps, user, params.boardId, params.postId, body.reason),
  );

  route(app, api.boardEvents, ({ params, request, reply }) =>
    streams.stream(requireBoard(catalog, params.boardId).id, request, reply),
  );

  // app.close() waits for open connections: end the streams first, then stop listening.
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', () => streams.close());
}
