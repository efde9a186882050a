import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppHeader } from './app-header';
import { buttonVariants } from './ui/button';

/** A simple titled page for screens that are still being built. */
export function PlainPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <AppHeader />
      <main className="flex flex-1 flex-col gap-4 px-5 pb-10">
        <h1 className="text-2xl">{title}</h1>
        {children ?? <p className="text-muted">This part of PawType is on its way.</p>}
        <Link to="/" className={buttonVariants({ variant: 'secondary', className: 'self-start' })}>
          Back to Home
        </Link>
      </main>
    </>
  );
}
