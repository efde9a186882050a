import { MessagesSquare, Sparkles, Users } from 'lucide-react';
import type { BoardDetail } from '#shared/contracts/boards.ts';
import { archetypeImageUrl } from '#client/lib/archetype-image.ts';

export const countLabel = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** Board name, description, archetype line and its member and post counts. */
export function BoardHeader({ board }: { board: BoardDetail }) {
  return (
    <section aria-labelledby="board-title" className="overflow-hidden rounded-card bg-white shadow-card">
      <div className="relative flex items-center gap-4 bg-teal-soft p-5">
        <div aria-hidden className="absolute inset-0 bg-[url(/api/assets/paw-pattern-bg)] bg-[length:140px]" />
        <img
          src={archetypeImageUrl(board.archetypeCode)}
          alt=""
          width={256}
          height={256}
          className="relative size-20 shrink-0 drop-shadow"
        />
        <div className="relative min-w-0">
          <p className="text-xs font-extrabold tracking-widest text-teal uppercase">Discussion board</p>
          <h1 id="board-title" className="text-2xl leading-tight">
            {board.name}
          </h1>
        </div>
      </div>
      <div className="grid gap-3 p-5">
        <p className="leading-relaxed text-ink/90">{board.description}</p>
        <p className="inline-flex items-center gap-2 justify-self-start rounded-2xl bg-primary-soft px-3 py-2 text-sm font-bold text-primary-strong">
          <Sparkles aria-hidden className="size-4 shrink-0" />
          For pets with the {board.archetypeName} personality type
        </p>
        <ul aria-label="Board activity" className="flex flex-wrap gap-x-5 gap-y-1 text-sm font-bold text-muted">
          <li className="inline-flex items-center gap-1.5">
            <Users aria-hidden className="size-4 text-teal" />
            {countLabel(board.memberCount, 'member', 'members')}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <MessagesSquare aria-hidden className="size-4 text-teal" />
            {countLabel(board.postCount, 'post', 'posts')}
          </li>
        </ul>
      </div>
    </section>
  );
}
