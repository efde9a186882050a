import { Toast } from 'radix-ui';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { cn } from '#client/lib/utils.ts';
import { useLayoutEffect, useRef, useState, useEffect } from 'react';
import { dismissToast, lastPressed, TOAST_DURATION, useToasts, markToasterReady } from './use-toast';
import { GAP, toastTop, type Box } from './toast-placement';

const icons = { default: Info, destructive: CircleAlert, success: CircleCheck };

/** The bottom of the sticky header(s) at the top of the screen (0 when none is there). */
function headerBottom(): number {
  let bottom = 0;
  for (const el of document.querySelectorAll('header')) {
    const r = el.getBoundingClientRect();
    if (r.top <= 1 && r.bottom > bottom) bottom = r.bottom;
  }
  return bottom;
}

/**
 * Moves the open toast out of the way: where it would cover the control just pressed or the focused
 * field at the foot of the screen, it goes below the header instead (toast-placement.ts).
 */
function usePlacement(openId: string | undefined) {
  const viewport = useRef<HTMLOListElement>(null);
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    let frame = 0;
    let tries = 0;
    const place = () => {
      const list = viewport.current;
      const toast = list?.firstElementChild;
      if (!openId || !list) return;
      // The toaster's first toast is portalled into the list a moment after the list itself appears.
      if (!(toast instanceof HTMLElement)) {
        if (++tries < 10) frame = requestAnimationFrame(place);
        return;
      }
      const { left, right } = list.getBoundingClientRect();
      const bottom = window.innerHeight - GAP;
      const foot: Box = { top: bottom - toast.offsetHeight, bottom, left, right };
      const focused = document.activeElement;
      const used = [lastPressed(), focused && focused !== document.body && !list.contains(focused) ? focused : null]
        .filter((el): el is Element => el !== null)
        .map((el) => el.getBoundingClientRect());
      setTop(toastTop(foot, used, headerBottom()));
    };
    place();
    return () => cancelAnimationFrame(frame);
  }, [openId]);
  return { viewport, style: top === null ? undefined : { top, bottom: 'auto' } };
}

/**
 * The toasts (docs/decisions/0049-offline-and-toasts.md): one at a time, at the bottom of the screen above
 * the safe area, where they cover neither the sticky header (back, home, share, the account menu) nor a
 * screen's title, and below the header when at the bottom they would cover the control just used; a
 * swipe to the right (50 px) or the 44x44 close button dismisses one.
 */
export function Toaster() {
  const items = useToasts();
  useEffect(markToasterReady, []);
  const { viewport, style } = usePlacement(items.find((t) => t.open)?.id);
  return (
    <Toast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {items.map(({ id, title, description, variant = 'default', duration, open }) => {
        const Icon = icons[variant];
        return (
          <Toast.Root
            key={id}
            open={open}
            duration={duration ?? TOAST_DURATION}
            onOpenChange={(o) => !o && dismissToast(id)}
            className={cn(
              'group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-12 shadow-card transition-transform data-[swipe=cancel]:translate-x-0 data-[swipe=move]:transition-none data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:hidden',
              variant === 'destructive' ? 'border-danger/30 bg-danger-soft text-ink' : 'border-sand bg-white text-ink',
            )}
          >
            <Icon
              aria-hidden
              className={cn(
                'mt-0.5 size-5 shrink-0',
                variant === 'destructive' ? 'text-danger' : variant === 'success' ? 'text-teal' : 'text-primary',
              )}
            />
            <div className="grid gap-0.5">
              <Toast.Title className="font-extrabold">{title}</Toast.Title>
              {description ? <Toast.Description className="text-sm text-muted">{description}</Toast.Description> : null}
            </div>
            <Toast.Close
              aria-label="Dismiss notification"
              className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-sand"
            >
              <X aria-hidden className="size-5" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport
        ref={viewport}
        style={style}
        className="fixed bottom-[max(0.75rem,env(safe-area-inset-bottom))] left-1/2 z-[100] flex w-[calc(100%-1.5rem)] max-w-[420px] -translate-x-1/2 flex-col gap-2 outline-none"
      />
    </Toast.Provider>
  );
}
