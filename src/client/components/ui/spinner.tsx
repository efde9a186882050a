import { LoaderCircle } from 'lucide-react';
import { mergeClasses } from '#client/lib/class-merge.ts';

export const SPINNER_CLASSES = 'size-8 animate-spin text-primary';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex items-center">
      <LoaderCircle aria-hidden className={mergeClasses(SPINNER_CLASSES, className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] flex-1 items-center justify-center">
      <Spinner className="size-10" label={label} />
    </div>
  );
}
