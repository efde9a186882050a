import { useMemo, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { ArrowLeft, MessagesSquare, SearchX } from 'lucide-react';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { BOARDS_KEY, boardParams, fetchBoards, postParams, refreshBoard, useBoardEvents } from '#client/api/boards.ts';
import { useEndpointMutation, useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import * as boardsRoutes from '#shared/routes/boards.generated.ts';
import { boardFailureToast } from './board-toasts';
import { isNotFound, NetworkError } from '#client/lib/api-client.ts';
import { ConnectionProblem } from '#client/components/connection-problem.tsx';
import { useHasRole } from '#client/api/session.ts';
import { parseNumericId } from '#shared/paths.ts';
import type { BoardDetail } from '#shared/contracts/boards.ts';
import type { BoardActions } from './board-actions';
import { BoardHeader, countLabel } from './board-header';
import { DeletePostDialog } from './delete-post-dialog';
import { PostComposer } from './post-composer';
import { SearchResults, ThreadList } from './post-feed';
import { ReportDialog, type ReportTarget } from './report-dialog';
import { SearchBar } from './search-bar';
import { clientPaths } from '#shared/rules/client-paths.ts';

/**
 * /discussion-board/{boardId}: the board's header and counts, search, the new-post box, the threads
 * (live: other people's posts arrive without a reload) and the post count footer. An invalid id is
 * read as 0. A board that is not found: the board list is tried for the board of the same archetype
 * (redirect there); a failed lookup goes home; otherwise 'Discussion Board Not Found'.
 */
export function DiscussionBoardPage() {
  const boardId = parseNumericId(useParams().boardId) ?? 0;
  const navigate = useNavigate();
  const board = useEndpointQuery(boardsRoutes.getBoard, { params: boardParams(boardId) }, { retry: false });
  const boards = useQuery({ queryKey: BOARDS_KEY, queryFn: fetchBoards, enabled: board.isError, retry: false });

  const header = (
    <header className="sticky top-0 z-30 flex items-center gap-2 bg-cream/95 px-3 py-3 backdrop-blur">
      <Button variant="ghost" size="sm" className="min-h-11" onClick={() => navigate(clientPaths.home)}>
        <ArrowLeft aria-hidden /> Back to Home
      </Button>
    </header>
  );

  if (board.data) return <Board board={board.data} header={header} />;

  // Offline before this board was ever loaded: said so; it loads once back online.
  if (board.fetchStatus === 'paused')
    return (
      <>
        {header}
        <ConnectionProblem kind="offline" brand={false} onRetry={() => void board.refetch()} />
      </>
    );

  if (board.isError) {
    // A lookup that failed goes home; a request that got no answer is not a missing board.
    if (boards.isError && !(board.error instanceof NetworkError)) return <Navigate to={clientPaths.home} replace />;
    if (boards.data || board.error instanceof NetworkError) {
      const match = boards.data?.find((b) => b.archetypeId === boardId && b.id !== boardId);
      if (match) return <Navigate to={clientPaths.discussionBoard(match.id)} replace />;
      if (isNotFound(board.error)) return <BoardNotFound />;
      return (
        <>
          {header}
          <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
            <h1 className="text-2xl">We couldn&apos;t load this board</h1>
            <p className="max-w-xs text-muted">Please check your connection and try again.</p>
            <Button onClick={() => void board.refetch()}>Try again</Button>
          </main>
        </>
      );
    }
  }

  return (
    <>
      {header}
      <main className="flex flex-1 items-center justify-center pb-16">
        <Spinner className="size-10" label="Loading discussion board" />
      </main>
    </>
  );
}

function BoardNotFound() {
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <span className="rounded-full bg-primary-soft p-6 text-primary-strong">
        <SearchX aria-hidden className="size-12" />
      </span>
      <h1 className="text-3xl">Discussion Board Not Found</h1>
      <p className="max-w-xs text-muted">This board doesn&apos;t exist or is no longer available.</p>
      <Link to={clientPaths.home} className={buttonVariants({ size: 'md' })}>
        Back to Home
      </Link>
    </main>
  );
}

function Board({ board, header }: { board: BoardDetail; header: ReactNode }) {
  const boardId = board.id;
  // A notification opens the board at one thread (?thread=) and post or reply in it (?post=).
  const [search] = useSearchParams();
  const threadId = parseNumericId(search.get('thread'));
  const highlightId = threadId === null ? null : (parseNumericId(search.get('post')) ?? threadId);
  const [term, setTerm] = useState('');
  const [editingId, setEditingId] = useState<number | null>(null);
  const [replyingId, setReplyingId] = useState<number | null>(null);
  const [deleteId, setDeleteId] = useState<number | null>(null);
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  const qc = useQueryClient();
  const remove = useEndpointMutation(boardsRoutes.deletePost, {
    input: (postId: number) => ({ params: postParams(boardId, postId) }),
    onSuccess: () => {
      toast({ title: 'Post deleted', description: 'The post has been removed.', variant: 'success' });
      return refreshBoard(qc, boardId);
    },
    onError: (err) => {
      // Already gone (deleted elsewhere): the list is simply refreshed.
      if (isNotFound(err)) void refreshBoard(qc, boardId);
      boardFailureToast('There was an error deleting your post. Please try again.')(err);
    },
  });
  const canModerate = useHasRole('moderator');
  useBoardEvents(boardId);

  const actions = useMemo<BoardActions>(
    () => ({
      boardId,
      editingId,
      setEditingId: (id) => {
        setEditingId(id);
        if (id !== null) setReplyingId(null);
      },
      replyingId,
      setReplyingId: (id) => {
        setReplyingId(id);
        if (id !== null) setEditingId(null);
      },
      askDelete: setDeleteId,
      canModerate,
      askReport: setReportTarget,
      highlightId,
    }),
    [boardId, editingId, replyingId, canModerate, highlightId],
  );

  const searching = term !== '';
  return (
    <>
      {header}
      <main className="flex flex-1 flex-col gap-5 px-4 pb-6">
        <BoardHeader board={board} />
        <SearchBar
          onSearch={(next) => {
            setTerm(next);
            setEditingId(null);
            setReplyingId(null);
          }}
        />
        {searching ? (
          <SearchResults term={term} actions={actions} />
        ) : (
          <>
            <PostComposer boardId={boardId} archetypeName={board.archetypeName} />
            <ThreadList actions={actions} focusThreadId={threadId} />
          </>
        )}
      </main>
      <footer className="px-4 pb-8 text-center text-sm font-bold text-muted">
        <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 shadow-card">
          <MessagesSquare aria-hidden className="size-4 text-teal" />
          {countLabel(board.postCount, 'post', 'posts')}
        </span>
      </footer>
      <DeletePostDialog
        open={deleteId !== null}
        onOpenChange={(open) => !open && setDeleteId(null)}
        pending={remove.isPending}
        onConfirm={() => {
          if (deleteId === null) return;
          remove.mutate(deleteId, {
            onSettled: () => {
              if (editingId === deleteId) setEditingId(null);
              if (replyingId === deleteId) setReplyingId(null);
              setDeleteId(null);
            },
          });
        }}
      />
      <ReportDialog boardId={boardId} target={reportTarget} onClose={() => setReportTarget(null)} />
    </>
  );
}
