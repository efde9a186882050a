/**
 * Discussion boards: the board and its counts, the posts (pages of threads, newest first), search,
 * post / reply / edit / delete / report with the product's toasts, and the board's live events.
 */
import { endpoints } from '#client/lib/endpoints.ts';
import { useEffect } from 'react';
import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi, errorMessage, isNotFound, queryKeyFor, urlFor } from '#client/lib/api-client.ts';
import { toast } from '#client/components/ui/use-toast.ts';
import type { Post } from '#shared/contracts/boards.ts';
import type { ReportReason } from '#shared/rules/boards.ts';
import { BOARD_EVENT_TYPES, POSTS_PAGE_DEFAULT } from '#shared/rules/boards.ts';

const api = endpoints;
const posts = endpoints;
const archetypeEndpoints = endpoints;

export { BOARDS_KEY, fetchBoards } from './board-list.ts';

/** The boards of one archetype; the first is used. */
export function useArchetypeBoards(archetypeId: number) {
  const params = { id: String(archetypeId) };
  return useQuery({
    queryKey: queryKeyFor(archetypeEndpoints.listArchetypeBoards, { params }),
    queryFn: () => callApi(archetypeEndpoints.listArchetypeBoards, { params }),
    enabled: archetypeId > 0,
  });
}

const boardParams = (boardId: number) => ({ boardId: String(boardId) });

/** One board with its member and post counts; a 404 is not retried. */
export function useBoard(boardId: number) {
  const params = boardParams(boardId);
  return useQuery({
    queryKey: queryKeyFor(api.getBoard, { params }),
    queryFn: () => callApi(api.getBoard, { params }),
    retry: false,
  });
}

/** Every list of the board (the board's counts, its posts, its searches) starts with this path. */
const boardPrefix = (boardId: number) => `${urlFor(api.getBoard, { params: boardParams(boardId) })}`;

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

export const postsKey = (boardId: number) => queryKeyFor(posts.listPosts, { params: boardParams(boardId) });

/** Threads of a board, newest first, 20 a page; the next page holds older threads (`before` cursor). */
export function usePosts(boardId: number, enabled = true) {
  const params = boardParams(boardId);
  const query = useInfiniteQuery({
    queryKey: postsKey(boardId),
    queryFn: ({ pageParam }) =>
      callApi(posts.listPosts, {
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

/** Search results for a submitted, non-blank term (best first, with `highlighted` markup). */
export function useSearchPosts(boardId: number, term: string) {
  const q = term.trim();
  const params = boardParams(boardId);
  return useQuery({
    queryKey: queryKeyFor(posts.searchPosts, { params, query: { q } }),
    queryFn: () => callApi(posts.searchPosts, { params, query: { q } }),
    enabled: boardId > 0 && q !== '',
  });
}

/** A failure toast in the product's words; posting too fast says when to try again (the server's 429). */
const failure = (description: string) => (err?: unknown) =>
  toast({
    title: 'Error',
    description: err instanceof ApiError && err.status === 429 ? err.serverMessage : description,
    variant: 'destructive',
  });

export interface NewPost {
  content: string;
  image?: File | null;
}

function postForm(fields: Record<string, string>, image?: File | null): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) form.append('image', image, image.name);
  return form;
}

export function useCreatePost(boardId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ content, image }: NewPost) =>
      callApi(posts.createPost, {
        params: boardParams(boardId),
        body: postForm({ content: content.trim(), boardId: String(boardId) }, image),
      }),
    onSuccess: () => {
      toast({ title: 'Post created', description: 'Your post has been shared with the board.', variant: 'success' });
      return refreshBoard(qc, boardId);
    },
    onError: failure('There was an error creating your post. Please try again.'),
  });
}

export function useCreateReply(boardId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ parentId, content, image }: NewPost & { parentId: number }) =>
      callApi(posts.createPost, {
        params: boardParams(boardId),
        body: image
          ? postForm({ content: content.trim(), parentId: String(parentId) }, image)
          : { content: content.trim(), parentId },
      }),
    onSuccess: () => {
      toast({ title: 'Reply posted', description: 'Your reply has been added.', variant: 'success' });
      return refreshBoard(qc, boardId);
    },
    onError: failure('There was an error posting your reply. Please try again.'),
  });
}

export interface PostEdit {
  postId: number;
  content: string;
  /** A replacement image. */
  image?: File | null;
  /** Remove the current image (ignored when a replacement is given). */
  removeImage?: boolean;
}

export function useUpdatePost(boardId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, content, image, removeImage }: PostEdit) =>
      callApi(posts.updatePost, {
        params: { ...boardParams(boardId), postId: String(postId) },
        body: postForm({ content: content.trim(), ...(removeImage && !image ? { removeImage: 'true' } : {}) }, image),
      }),
    onSuccess: () => {
      toast({ title: 'Post updated', description: 'Your changes have been saved.', variant: 'success' });
      return refreshBoard(qc, boardId);
    },
    onError: failure('There was an error updating your post. Please try again.'),
  });
}

export function useDeletePost(boardId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) =>
      callApi(posts.deletePost, { params: { ...boardParams(boardId), postId: String(postId) } }),
    onSuccess: () => {
      toast({ title: 'Post deleted', description: 'The post has been removed.', variant: 'success' });
      return refreshBoard(qc, boardId);
    },
    onError: (err) => {
      // Already gone (deleted elsewhere): the list is simply refreshed.
      if (isNotFound(err)) void refreshBoard(qc, boardId);
      failure('There was an error deleting your post. Please try again.')(err);
    },
  });
}

/** Reports someone else's post or reply; a second report of the same post answers 409 with its message. */
export function useReportPost(boardId: number) {
  return useMutation({
    mutationFn: ({ postId, reason }: { postId: number; reason: ReportReason }) =>
      callApi(posts.reportPost, { params: { ...boardParams(boardId), postId: String(postId) }, body: { reason } }),
    onSuccess: () =>
      toast({
        title: 'Thanks for letting us know',
        description: 'An admin will take a look.',
        variant: 'success',
      }),
  });
}

/** True when a failed report was a duplicate (the server's 409). */
export const isAlreadyReported = (err: unknown) => err instanceof ApiError && err.status === 409;
export { errorMessage };

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
    const url = urlFor(posts.boardEvents, { params: boardParams(boardId) });
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
