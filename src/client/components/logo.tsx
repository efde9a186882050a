import { cn } from '../lib/utils';

/** The PawType logo (the same art as the favicon and app icons). */
export function Logo({ className }: { className?: string }) {
  return <img src="/favicon.svg" alt="" aria-hidden className={cn('size-10', className)} />;
}
