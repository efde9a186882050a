import { PawPrint } from 'lucide-react';
import { cn } from '#client/lib/utils.ts';
import { timeAgo } from '#client/lib/time-ago.ts';

const AVATAR_COLOURS = [
  'bg-primary-soft text-primary-strong',
  'bg-teal-soft text-teal',
  'bg-sun/40 text-ink',
  'bg-rose/40 text-ink',
  'bg-sand text-primary-strong',
];

export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0], words[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

function colourOf(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[h % AVATAR_COLOURS.length]!;
}

/** A round avatar with the author's initials (decorative: the name is written beside it). */
export function AuthorAvatar({ name, small = false }: { name: string; small?: boolean }) {
  return (
    <span
      aria-hidden
      className={cn(
        'grid shrink-0 place-items-center rounded-full font-extrabold ring-2 ring-white',
        small ? 'size-8 text-xs' : 'size-11 text-sm',
        colourOf(name),
      )}
    >
      {initialsOf(name)}
    </span>
  );
}

export function PetChip({ petName }: { petName: string }) {
  return (
    <span className="inline-flex max-w-full items-center gap-1 truncate rounded-full bg-teal-soft px-2 py-0.5 text-xs font-bold text-teal">
      <PawPrint aria-hidden className="size-3 shrink-0" />
      <span className="truncate" title={petName}>
        {petName}
      </span>
    </span>
  );
}

/** An edit shows when updatedAt is set and differs from createdAt (never on replies). */
export const wasEdited = (p: { createdAt: string; updatedAt: string | null; parentId: number | null }) =>
  p.parentId === null && p.updatedAt !== null && p.updatedAt !== p.createdAt;

/** Author, pet chip, time and '(edited)'. */
export function PostMeta({
  post,
  small = false,
}: {
  post: {
    userName: string;
    petName: string | null;
    createdAt: string;
    updatedAt: string | null;
    parentId: number | null;
    isCurrentUser: boolean;
  };
  small?: boolean;
}) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <AuthorAvatar name={post.userName} small={small} />
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          {/* A long name wraps: '(you)' at its end stays in view. */}
          <span className={cn('min-w-0 font-extrabold [overflow-wrap:anywhere]', small ? 'text-sm' : 'text-base')}>
            {post.userName}
            {post.isCurrentUser ? <span className="font-semibold text-muted"> (you)</span> : null}
          </span>
          {post.petName ? <PetChip petName={post.petName} /> : null}
        </div>
        <p className="text-xs text-muted">
          <time dateTime={post.createdAt} title={new Date(post.createdAt).toLocaleString('en-GB')}>
            {timeAgo(post.createdAt)}
          </time>
          {wasEdited(post) ? <span> (edited)</span> : null}
        </p>
      </div>
    </div>
  );
}
