import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '#client/lib/utils.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  title,
  description,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { title: ReactNode; description?: ReactNode }) {
  // Where focus was as the dialog opened: it goes back there when the dialog closes. Radix returns it
  // only to a DialogTrigger, and most of these dialogs open from a plain button ('Stop sharing',
  // 'Delete Maple', 'Change photo'), so focus fell to the page's start. An opener that is gone by then
  // (a menu item, a deleted row) leaves it to Radix.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-card',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        onOpenAutoFocus={(event) => {
          // Radix calls this as it opens, before it moves focus into the dialog.
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const to = opener.current;
          if (event.defaultPrevented || !to?.isConnected || to === document.body) return;
          event.preventDefault();
          to.focus();
        }}
      >
        <DialogPrimitive.Title className="pr-10 text-xl font-extrabold [overflow-wrap:anywhere]">
          {title}
        </DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-2 text-muted [overflow-wrap:anywhere]">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        <div className="mt-4">{children}</div>
        <DialogPrimitive.Close
          aria-label="Close dialog"
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-sand"
        >
          <X aria-hidden className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
