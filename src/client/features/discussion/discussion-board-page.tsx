import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, MessagesSquare, SearchX, Sparkles } from 'lucide-react';
import { Button, buttonVariants } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { routeNumber, useBoard } from './api';

/** /discussion-board/{boardId}: the board's header (posts come with the discussion feature). */
export function DiscussionBoardPage() {
  const boardId = routeNumber(useParams().boardId);
  const navigate = useNavigate();
  const board = useBoard(boardId);

  const header = (
    <header className="sticky top-0 z-30 flex items-center gap-2 bg-cream/95 px-3 py-3 backdrop-blur">
      <Button variant="ghost" size="sm" onClick={() => navigate('/')}>
        <ArrowLeft aria-hidden /> Back to Home
      </Button>
    </header>
  );

  if (board.isPending) {
    return (
      <>
        {header}
        <main className="flex flex-1 items-center justify-center pb-16">
          <Spinner className="size-10" label="Loading discussion board" />
        </main>
      </>
    );
  }

  if (!board.data) {
    return (
      <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
        <span className="rounded-full bg-primary-soft p-6 text-primary-strong">
          <SearchX aria-hidden className="size-12" />
        </span>
        <h1 className="text-3xl">Discussion Board Not Found</h1>
        <p className="max-w-xs text-muted">This board doesn&apos;t exist or is no longer available.</p>
        <Link to="/" className={buttonVariants({ size: 'md' })}>
          Back to Home
        </Link>
      </main>
    );
  }

  const b = board.data;
  return (
    <>
      {header}
      <main className="flex flex-1 flex-col gap-5 px-5 pb-10">
        <section aria-labelledby="board-title" className="overflow-hidden rounded-card bg-white shadow-card">
          <div className="relative flex items-center gap-4 bg-teal-soft p-5">
            <div aria-hidden className="absolute inset-0 bg-[url(/api/assets/paw-pattern-bg)] bg-[length:140px]" />
            <img
              src={`/api/assets/archetype-${b.archetypeCode.toLowerCase()}`}
              alt=""
              width={256}
              height={256}
              className="relative size-20 shrink-0 drop-shadow"
            />
            <div className="relative min-w-0">
              <p className="text-xs font-extrabold tracking-widest text-teal uppercase">Discussion board</p>
              <h1 id="board-title" className="text-2xl leading-tight">
                {b.name}
              </h1>
            </div>
          </div>
          <div className="grid gap-3 p-5">
            <p className="leading-relaxed text-ink/90">{b.description}</p>
            <p className="inline-flex items-center gap-2 justify-self-start rounded-2xl bg-primary-soft px-3 py-2 text-sm font-bold text-primary-strong">
              <Sparkles aria-hidden className="size-4" />
              For pets with the {b.archetypeName} personality type
            </p>
          </div>
        </section>
        <section className="grid justify-items-center gap-3 rounded-card border-2 border-dashed border-sand bg-white/60 p-6 text-center">
          <MessagesSquare aria-hidden className="size-10 text-teal" />
          <h2 className="text-lg">Conversations are on their way</h2>
          <p className="max-w-xs text-sm text-muted">
            Soon you&apos;ll be able to share stories, photos and tips with other {b.archetypeName} owners here.
          </p>
        </section>
      </main>
    </>
  );
}
