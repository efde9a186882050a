import { Link } from 'react-router';
import { PawPrint } from 'lucide-react';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { clientPaths } from '#shared/rules/client-paths.ts';

export function NotFoundPage() {
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <span className="rounded-full bg-primary-soft p-6 text-primary-strong">
        <PawPrint aria-hidden className="size-14 -rotate-12" />
      </span>
      <h1 className="text-3xl">404 Page Not Found</h1>
      <p className="max-w-xs text-muted">
        We sniffed everywhere but couldn&apos;t find that page. It may have moved, or the link may be mistyped.
      </p>
      <Link to={clientPaths.home} className={buttonVariants({ size: 'md' })}>
        Go to Home
      </Link>
    </main>
  );
}
