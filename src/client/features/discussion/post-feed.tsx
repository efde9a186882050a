import { useEffect, useRef } from 'react';
import { ChevronDown, MessagesSquare, SearchX } from 'lucide-react';
import { toast } from '#client/components/ui/use-toast.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { boardParams, usePosts } from '#client/api/boards.ts';
import { useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import * as boardsRoutes from '#shared/routes/boards.generated.ts';
import type { BoardActions } from './board-actions';
import { PostCard } from './post-card';

function EmptyState({ icon, text }: { icon: 'posts' | 'search'; text: string }) {
  const Icon = icon === 'posts' ? MessagesSquare : SearchX;
  return (
    <div className="grid justify-items-center gap-3 rounded-card border-2 border-dashed border-sand bg-white/60 px-6 py-10 text-center">
      <span className="rounded-full bg-teal-soft p-4 text-teal">
        <Icon aria-hidden className="size-8" />
      </span>
      <p className="max-w-xs font-bold text-ink/90">{text}</p>
    </div>
  );
}

function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-center gap-3 rounded-card bg-danger-soft px-6 py-8 text-center">
      <p className="font-bold text-danger">{text}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

const Loading = ({ label }: { label: string }) => (
  <div className="flex justify-center py-10">
    <Spinner className="size-9" label={label} />
  </div>
);

/** Pages of older threads loaded at most to find the thread a link opens. */
const FOCUS_MAX_PAGES = 25;

/**
 * Opening the board at one thread (a notification's link): older pages load until the thread is there,
 * then the post or reply is scrolled to the middle of the screen (it is highlighted by its card).
 */
function useFocusThread(posts: ReturnType<typeof usePosts>, threadId: number | null, highlightId: number | null) {
  const done = useRef<number | null>(null);
  const found = threadId !== null && posts.threads.some((t) => t.id === threadId);
  const pages = posts.data?.pages.length ?? 0;
  useEffect(() => {
    if (threadId === null || done.current === threadId || posts.isPending || posts.isFetching) return;
    if (found) {
      done.current = threadId;
      const target =
        document.getElementById(`post-${highlightId ?? threadId}`) ?? document.getElementById(`post-${threadId}`);
      target?.scrollIntoView({ block: 'center' });
      return;
    }
    if (posts.hasNextPage && pages < FOCUS_MAX_PAGES) {
      void posts.fetchNextPage();
      return;
    }
    done.current = threadId;
    toast({ title: 'That post is no longer here', description: 'It may have been deleted.' });
  }, [threadId, highlightId, found, pages, posts]);
}

/** The threads, newest first, with 'Load more' for older ones. */
export function ThreadList({
  actions,
  focusThreadId = null,
}: {
  actions: BoardActions;
  focusThreadId?: number | null;
}) {
  const posts = usePosts(actions.boardId);
  useFocusThread(posts, focusThreadId, actions.highlightId);
  if (posts.isPending) return <Loading label="Loading posts" />;
  if (posts.isError && posts.threads.length === 0) {
    return <LoadError text="We couldn't load the posts." onRetry={() => void posts.refetch()} />;
  }
  if (posts.threads.length === 0) {
    return <EmptyState icon="posts" text="No posts yet. Be the first to start the conversation!" />;
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      <ul aria-label="Posts" className="grid grid-cols-1 gap-4">
        {posts.threads.map((post) => (
          <li key={post.id}>
            <PostCard post={post} actions={actions} />
          </li>
        ))}
      </ul>
      {posts.hasNextPage ? (
        <Button
          variant="secondary"
          className="justify-self-center"
          onClick={() => void posts.fetchNextPage()}
          disabled={posts.isFetchingNextPage}
        >
          {posts.isFetchingNextPage ? (
            <Spinner className="size-5" label="Loading older posts" />
          ) : (
            <ChevronDown aria-hidden />
          )}
          Load more
        </Button>
      ) : null}
    </div>
  );
}

/** Search results, best first, matches highlighted. */
export function SearchResults({ term, actions }: { term: string; actions: BoardActions }) {
  const q = term.trim();
  const search = useEndpointQuery(
    boardsRoutes.searchPosts,
    { params: boardParams(actions.boardId), query: { q } },
    { enabled: actions.boardId > 0 && q !== '' },
  );
  if (search.isPending) return <Loading label="Searching" />;
  if (search.isError)
    return <LoadError text="Search failed. Please try again." onRetry={() => void search.refetch()} />;
  const hits = search.data;
  if (hits.length === 0) return <EmptyState icon="search" text={`No posts found matching "${term}"`} />;
  return (
    <section aria-label="Search results" className="grid gap-3">
      <p aria-live="polite" className="px-1 text-sm font-bold text-muted">
        {hits.length === 1 ? '1 post' : `${hits.length} posts`} matching &ldquo;{term}&rdquo;
      </p>
      <ul className="grid grid-cols-1 gap-4">
        {hits.map((hit) => (
          <li key={hit.id}>
            <PostCard post={hit} highlighted={hit.highlighted} actions={actions} />
          </li>
        ))}
      </ul>
    </section>
  );
}
