import type { ReactNode } from 'react';
import { cn } from '#client/lib/utils.ts';

/** Buttons pinned to the bottom edge of a scrolling dialog. */
export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        'sticky -bottom-6 z-10 -mx-6 mt-5 -mb-6 border-t border-sand bg-white/95 px-6 pt-3 pb-6 backdrop-blur',
        className,
      )}
    >
      {children}
    </div>
  );
}
