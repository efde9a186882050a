import { lazy, startTransition, Suspense, useState } from 'react';
import { Link2Off } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

// The dialog's code (Radix's Dialog and its parts) loads on the first tap (docs/decisions/0057).
const StopSharingDialog = lazy(async () => ({
  default: (await import('./stop-sharing-dialog')).StopSharingDialog,
}));

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
  // Mounted from the first tap on, so that closing it plays Radix's own close.
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="grid justify-items-center gap-1 text-center text-sm text-muted">
      <p>Anyone with the link can see this result.</p>
      <Button
        variant="link"
        size="sm"
        className="whitespace-nowrap"
        aria-haspopup="dialog"
        onClick={() =>
          startTransition(() => {
            setLoaded(true);
            setOpen(true);
          })
        }
        disabled={pending}
      >
        <Link2Off aria-hidden /> Stop sharing
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <StopSharingDialog petName={petName} pending={pending} open={open} setOpen={setOpen} onConfirm={onConfirm} />
        </Suspense>
      ) : null}
    </div>
  );
}
