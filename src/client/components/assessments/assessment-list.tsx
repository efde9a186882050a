import { Link } from 'react-router';
import { PawPrint, RefreshCw } from 'lucide-react';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import type { AssessmentListItem } from '#shared/contracts/assessments.ts';
import { AssessmentCard } from './assessment-card';
import { clientPaths } from '#shared/rules/client-paths.ts';

/** Grey stand-ins shaped like the cards while the list loads. */
export function AssessmentCardSkeletons({ count = 3, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          aria-hidden
          className="flex animate-pulse items-center gap-3 rounded-card bg-white p-4 shadow-card"
        >
          <div className="size-14 shrink-0 rounded-full bg-sand" />
          <div className="grid flex-1 gap-2">
            <div className="h-4 w-2/5 rounded-full bg-sand" />
            <div className="h-3 w-3/5 rounded-full bg-sand" />
            <div className="h-3 w-1/2 rounded-full bg-sand/70" />
          </div>
          <div className="size-9 shrink-0 rounded-full bg-sand/70" />
        </div>
      ))}
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** The list with its loading, failure and empty states. */
export function AssessmentList({
  items,
  isLoading,
  isError,
  onRetry,
  skeletons = 3,
  headingLevel,
  showStart = false,
}: {
  items: AssessmentListItem[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  skeletons?: number;
  headingLevel?: 'h2' | 'h3';
  /** Offer a Start Assessment link in the empty state (home has its own button above). */
  showStart?: boolean;
}) {
  if (isLoading) return <AssessmentCardSkeletons count={skeletons} label="Loading previous results" />;
  if (isError && !items) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-card bg-white p-6 text-center shadow-card">
        <p className="font-semibold text-muted">We couldn&apos;t load your previous results.</p>
        <Button variant="secondary" onClick={onRetry}>
          <RefreshCw aria-hidden /> Try Again
        </Button>
      </div>
    );
  }
  if (!items || items.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-card border-2 border-dashed border-primary/25 bg-white/60 px-6 py-8 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary-strong">
          <PawPrint aria-hidden className="size-7" />
        </span>
        <p className="text-lg font-extrabold">No previous assessments found</p>
        <p className="max-w-[30ch] text-sm text-muted">
          Finish an assessment and your pet&apos;s personality profile will be waiting here.
        </p>
        {showStart ? (
          <Link to={clientPaths.newAssessment} className={buttonVariants({ variant: 'secondary' })}>
            <PawPrint aria-hidden /> Start Assessment
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <AssessmentCard key={item.id} item={item} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
