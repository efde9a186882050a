import { LoaderCircle, Trash2 } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { DialogClose } from './ui/dialog.tsx';

/** The Cancel / Delete pair of every delete confirmation; both wait while the delete is pending. */
export function DeleteActions({ pending, onConfirm }: { pending: boolean; onConfirm: () => void }) {
  return (
    <div className="mt-6 grid grid-cols-2 gap-3">
      <DialogClose asChild>
        <Button variant="secondary" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <Button variant="destructive" disabled={pending} aria-busy={pending || undefined} onClick={onConfirm}>
        {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
        {pending ? 'Deleting...' : 'Delete'}
      </Button>
    </div>
  );
}
