import { Toast } from 'radix-ui';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { cn } from '#client/lib/utils.ts';
import { dismissToast, TOAST_DURATION, useToasts } from './use-toast';

const icons = { default: Info, destructive: CircleAlert, success: CircleCheck };

/**
 * The toasts (docs/decisions/0049-offline-and-toasts.md): one at a time, at the bottom of the screen above
 * the safe area, where they cover neither the sticky header (back, home, share, the account menu) nor a
 * screen's title; a swipe to the right (50 px) or the 44x44 close button dismisses one.
 */
export function Toaster() {
  const items = useToasts();
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
      <Toast.Viewport className="fixed bottom-[max(0.75rem,env(safe-area-inset-bottom))] left-1/2 z-[100] flex w-[calc(100%-1.5rem)] max-w-[420px] -translate-x-1/2 flex-col gap-2 outline-none" />
    </Toast.Provider>
  );
}
