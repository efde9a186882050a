import { Link2Off, LoaderCircle } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '#client/components/ui/dialog.tsx';

/**
 * The confirmation behind 'Stop sharing' (./stop-sharing.tsx): its own chunk, loaded on the first tap,
 * so the result page does not load and run the dialog's code for a button most owners never press.
 */
export function StopSharingDialog({
  petName,
  pending,
  open,
  setOpen,
  onConfirm,
}: {
  petName: string;
  pending: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
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
  );
}
