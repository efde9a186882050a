import { RefreshCw, SearchX } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

/** A calm failure note with a retry button. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-center gap-3 rounded-card bg-white p-6 text-center shadow-card">
      <SearchX aria-hidden className="size-10 text-primary" />
      <p className="font-semibold text-muted">We couldn&apos;t load {what}. Please check your connection.</p>
      <Button variant="secondary" onClick={onRetry}>
        <RefreshCw aria-hidden /> Try Again
      </Button>
    </div>
  );
}
