/**
 * Discussion boards: what the board screens need beyond useEndpointQuery / useEndpointMutation: the
 * posts (pages of threads, newest first, never twice), refreshing every list of a board, the bodies of
 * post / reply / edit (multipart when an image comes along), and the board's live events.
 */
import * as boardsRoutes from '#shared/routes/boards.generated.ts';
import { useEffect } from 'react';
import { type QueryClient, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi, NetworkError, queryKeyFor, urlFor } from '#client/lib/api-client.ts';
import type { Post } from '#shared/contracts/boards.ts';
import { BOARD_EVENT_TYPES, POSTS_PAGE_DEFAULT } from '#shared/rules/boards.ts';

/** The path params of a board, and of one of its posts. */
export const boardParams = (boardId: number) => ({ boardId: String(boardId) });
export const postParams = (boardId: number, postId: number) => ({ ...boardParams(boardId), postId: String(postId) });

export { BOARDS_KEY, fetchBoards } from './board-list.ts';

/** Every list of the board (the board's counts, its posts, its searches) starts with this path. */
const boardPrefix = (boardId: number) => `${urlFor(boardsRoutes.getBoard, { params: boardParams(boardId) })}`;

const boardFilter = (boardId: number) => {
  const prefix = boardPrefix(boardId);
  return {
    predicate: (q: { queryKey: readonly unknown[] }) => {
      const key = q.queryKey[0];
      return typeof key === 'string' && (key === prefix || key.startsWith(`${prefix}/`));
    },
  };
};

/**
 * Refetches the board, its posts and any search of it (never appends: a post cannot show twice).
 * A fetch already in flight (such as 'Load more') is not cancelled: it is awaited, then the lists are
 * fetched once more so nothing that happened meanwhile is missed.
 */
export async function refreshBoard(qc: QueryClient, boardId: number): Promise<void> {
  const filter = boardFilter(boardId);
  const busy = qc.isFetching(filter) > 0;
  await qc.invalidateQueries(filter, { cancelRefetch: false });
  if (busy) await qc.invalidateQueries(filter, { cancelRefetch: false });
}

export const postsKey = (boardId: number) => queryKeyFor(boardsRoutes.listPosts, { params: boardParams(boardId) });

/** Threads of a board, newest first, 20 a page; the next page holds older threads (`before` cursor). */
export function usePosts(boardId: number, enabled = true) {
  const params = boardParams(boardId);
  const query = useInfiniteQuery({
    queryKey: postsKey(boardId),
    queryFn: ({ pageParam }) =>
      callApi(boardsRoutes.listPosts, {
        params,
        query: { limit: POSTS_PAGE_DEFAULT, ...(pageParam ? { before: String(pageParam) } : {}) },
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.length < POSTS_PAGE_DEFAULT ? undefined : last[last.length - 1]?.id),
    enabled: enabled && boardId > 0,
  });
  const seen = new Set<number>();
  const threads: Post[] = [];
  for (const page of query.data?.pages ?? []) {
    for (const post of page) {
      if (!seen.has(post.id)) {
        seen.add(post.id);
        threads.push(post);
      }
    }
  }
  return { ...query, threads };
}

/** A post or reply as a multipart form (text fields, then the optional image file). */
function postForm(fields: Record<string, string>, image?: File | null): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) form.append('image', image, image.name);
  return form;
}

/** The body of a new post (always multipart: it may carry an image). */
export const newPostBody = (boardId: number, content: string, image?: File | null) =>
  postForm({ content: content.trim(), boardId: String(boardId) }, image);

/** The body of a reply: JSON, or multipart when it carries an image. */
export const replyBody = (parentId: number, content: string, image?: File | null) =>
  image
    ? postForm({ content: content.trim(), parentId: String(parentId) }, image)
    : { content: content.trim(), parentId };

/** The body of an edit: new text, a replacement image, or removing the current one. */
export const postEditBody = (content: string, image: File | null, removeImage: boolean) =>
  postForm({ content: content.trim(), ...(removeImage && !image ? { removeImage: 'true' } : {}) }, image);

/** True when a failed report was a duplicate (the server's 409). */
export const isAlreadyReported = (err: unknown) => err instanceof ApiError && err.status === 409;

/**
 * A board write's failure text: posting too fast says when to try again (the server's 429), a write
 * that got no answer says so (offline, unreachable: NetworkError), else `fallback`.
 */
export const boardWriteError = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status === 429
    ? err.serverMessage
    : err instanceof NetworkError
      ? err.message
      : fallback;

/** Wait before opening a new stream when the browser gave up on one (e.g. the server was down). */
const REOPEN_AFTER_MS = 3000;
/** Events arriving together refresh the lists once. */
const REFRESH_DEBOUNCE_MS = 150;

/**
 * Live board: an EventSource on /api/discussion-boards/{id}/events. Each event refetches the board's
 * lists (posts are never appended, so none shows twice). EventSource reconnects by itself after a
 * dropped connection; on every reconnect the lists are refetched to catch what was missed. If the
 * browser closes the stream for good (an error reply), a new one is opened a little later.
 */
export function useBoardEvents(boardId: number, enabled = true) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled || boardId <= 0 || typeof EventSource === 'undefined') return;
    const url = urlFor(boardsRoutes.boardEvents, { params: boardParams(boardId) });
    let source: EventSource | null = null;
    let opened = false;
    let stopped = false;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;

    const refresh = () => {
      clearTimeout(debounce);
      debounce = setTimeout(() => void refreshBoard(qc, boardId), REFRESH_DEBOUNCE_MS);
    };
    const open = () => {
      source = new EventSource(url, { withCredentials: true });
      source.onopen = () => {
        if (opened) refresh(); // a reconnect: catch up on what happened while away
        opened = true;
      };
      source.onmessage = refresh;
      for (const type of BOARD_EVENT_TYPES) source.addEventListener(type, refresh);
      source.onerror = () => {
        if (stopped || !source || source.readyState !== EventSource.CLOSED) return;
        source = null;
        clearTimeout(reopen);
        reopen = setTimeout(() => {
          if (!stopped) {
            opened = true; // the next open is a reconnect
            open();
          }
        }, REOPEN_AFTER_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(debounce);
      clearTimeout(reopen);
      source?.close();
    };
  }, [qc, boardId, enabled]);
}
