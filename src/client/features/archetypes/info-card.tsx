import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import { mergeClasses } from '#client/lib/class-merge.ts';

export const INFO_CARD_CLASSES = 'grid gap-3';
export const INFO_CARD_ICON_CLASSES = 'grid size-10 shrink-0 place-items-center rounded-xl';

export const TONES = {
  primary: 'bg-primary-soft text-primary-strong',
  teal: 'bg-teal-soft text-teal',
  sun: 'bg-sun/40 text-primary-strong',
  rose: 'bg-rose/35 text-ink',
} as const;

export type CardTone = keyof typeof TONES;

/** A titled content card with an icon badge. */
export function InfoCard({
  icon: Icon,
  title,
  tone = 'primary',
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  tone?: CardTone;
  className?: string;
  children: ReactNode;
}) {
  const id = `card-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card aria-labelledby={id} className={mergeClasses(INFO_CARD_CLASSES, className)}>
      <div className="flex items-center gap-3">
        <span className={mergeClasses(INFO_CARD_ICON_CLASSES, TONES[tone])}>
          <Icon aria-hidden className="size-5" />
        </span>
        <h2 id={id} className="text-lg leading-tight font-extrabold">
          {title}
        </h2>
      </div>
      {children}
    </Card>
  );
}

/** Text split into paragraphs at line breaks, or the not-available note when there is none. */
export function Paragraphs({ text, what }: { text: string | null | undefined; what: string }) {
  const paragraphs = (text ?? '')
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return <NotAvailable what={what} />;
  return (
    <div className="grid gap-3 leading-relaxed text-ink/90">
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

export function NotAvailable({ what }: { what: string }) {
  return <p className="text-muted italic">{`${what} information is not available.`}</p>;
}
