import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Logo } from '#client/components/logo.tsx';
import { Card } from '#client/components/ui/card.tsx';

/** The frame of every account screen: the logo, a way back, a title and one card. */
export function AccountShell({
  title,
  intro,
  back,
  children,
}: {
  title: string;
  intro?: ReactNode;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <main className="flex flex-1 flex-col px-5 pt-6 pb-10">
      <Link
        to={back.to}
        className="mb-4 inline-flex min-h-11 items-center gap-2 self-start rounded-full pr-3 font-bold text-primary-strong"
      >
        <ArrowLeft aria-hidden className="size-5" /> {back.label}
      </Link>
      <div className="mb-5 flex items-center gap-3">
        <Logo className="size-11 shrink-0" />
        <h1 className="text-2xl leading-tight text-primary-strong">{title}</h1>
      </div>
      <Card className="p-5 [overflow-wrap:anywhere]">
        {intro ? <div className="mb-4 text-muted">{intro}</div> : null}
        {children}
      </Card>
    </main>
  );
}

/** A message in the card: what happened, in words (success or a problem). */
export function Notice({ tone, children }: { tone: 'success' | 'problem'; children: ReactNode }) {
  return (
    <div
      role={tone === 'problem' ? 'alert' : 'status'}
      className={
        tone === 'problem'
          ? 'rounded-2xl bg-danger-soft px-4 py-3 text-sm font-semibold text-danger'
          : 'rounded-2xl bg-teal-soft px-4 py-3 text-sm font-semibold text-ink'
      }
    >
      {children}
    </div>
  );
}
