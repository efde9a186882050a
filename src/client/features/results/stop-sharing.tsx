import { useState } from 'react';
import { Link2Off, LoaderCircle } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '#client/components/ui/dialog.tsx';

/**
 * 'Stop sharing' under the share buttons: the icon stays with its words, and the link is switched off
 * only after a confirmation (anyone holding it loses the page).
 */
export function StopSharing({
  petName,
  pending,
  onConfirm,
}: {
  petName: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid justify-items-center gap-1 text-center text-sm text-muted">
      <p>Anyone with the link can see this result.</p>
      <Button
        variant="link"
        size="sm"
        className="whitespace-nowrap"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        disabled={pending}
      >
        <Link2Off aria-hidden /> Stop sharing
      </Button>
      <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
        <DialogContent
          title="Stop sharing this result?"
          description={`The link to ${petName}'s result will stop working for everyone who has it. You can share it again later.`}
        >
          <div className="mt-6 grid grid-cols-2 gap-3">
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                Keep sharing
              </Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={() => {
                onConfirm();
                setOpen(false);
              }}
            >
              {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Link2Off aria-hidden />}
              Stop sharing
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
