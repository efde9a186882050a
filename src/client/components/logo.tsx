import { mergeClasses } from '#client/lib/class-merge.ts';

export const LOGO_CLASSES = 'size-10';

/** The PawType logo (the same art as the favicon and app icons). */
export function Logo({ className }: { className?: string }) {
  return <img src="/favicon.svg" alt="" aria-hidden className={mergeClasses(LOGO_CLASSES, className)} />;
}
