import { useRef, useState, type ReactNode } from 'react';
import { RefreshCw, Trophy } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { FamousAnimal } from '#shared/contracts/archetypes.ts';
import { toast } from '#client/components/ui/use-toast.ts';
import { fetchFamousAnimals } from '#client/api/archetype-answers.ts';
import { ApiError, InvalidResponseError } from '#client/lib/api-client.ts';
import { DialogFooter } from './dialog-footer';
import { useOpenedAtMount } from './use-opened-at-mount';

/** 'More Famous {archetype} Animals': fetched once, when opened with an empty list. */
export function FamousAnimalsDialog({
  archetypeTitle,
  archetypeDescription,
  trigger,
  defaultOpen = false,
  onMountedOpen,
}: {
  archetypeTitle: string;
  archetypeDescription: string;
  trigger: ReactNode;
  /** Mounted open by its card, which loads this module when the trigger is first pressed. */
  defaultOpen?: boolean;
  /** Told once the dialog has mounted open, so that a later remount (a new key) starts closed. */
  onMountedOpen?: () => void;
}) {
  const [animals, setAnimals] = useState<FamousAnimal[]>([]);
  // Opened at mount, it fetches at once (a moment later, from the effect below).
  const [loading, setLoading] = useState(defaultOpen);
  const [tried, setTried] = useState(false);
  const inFlight = useRef(false);

  const load = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    try {
      setAnimals(await fetchFamousAnimals(archetypeTitle, archetypeDescription));
    } catch (err) {
      toast(
        err instanceof InvalidResponseError
          ? { title: 'Error', description: err.message, variant: 'destructive' }
          : {
              title: 'Failed to get examples',
              description: err instanceof ApiError ? err.serverMessage : 'An unexpected error occurred',
              variant: 'destructive',
            },
      );
    } finally {
      inFlight.current = false;
      setLoading(false);
      setTried(true);
    }
  };

  const onOpenChange = (open: boolean) => {
    if (open && animals.length === 0) void load();
  };
  useOpenedAtMount(defaultOpen, onOpenChange, onMountedOpen);

  return (
    <Dialog defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title={`More Famous ${archetypeTitle} Animals`}
        description={`Real animals whose personalities fit the ${archetypeTitle} pattern.`}
      >
        {loading ? (
          <div className="flex flex-col items-center gap-3 py-10 text-muted">
            <Spinner label="Finding famous animals" />
            <p className="font-semibold">Finding famous animals...</p>
          </div>
        ) : animals.length > 0 ? (
          <ul className="grid gap-3" aria-label={`Famous ${archetypeTitle} animals`}>
            {animals.map((a) => (
              <li key={a.name} className="rounded-2xl bg-cream p-4 ring-1 ring-sand">
                <div className="flex items-start gap-3">
                  <span className="grid size-9 shrink-0 place-items-center rounded-full bg-sun/50 text-primary-strong">
                    <Trophy aria-hidden className="size-4" />
                  </span>
                  <div className="min-w-0">
                    <h3 className="leading-snug font-extrabold">{a.name}</h3>
                    <p className="text-sm font-bold text-teal">{a.species}</p>
                  </div>
                </div>
                <p className="mt-2 text-sm leading-relaxed text-ink/90">{a.description}</p>
              </li>
            ))}
          </ul>
        ) : tried ? (
          <div className="grid justify-items-center gap-3 rounded-2xl bg-cream px-4 py-8 text-center">
            <p className="font-semibold text-muted">No examples found. Try generating again.</p>
            <Button variant="secondary" onClick={() => void load()}>
              <RefreshCw aria-hidden /> Try Again
            </Button>
          </div>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" className="w-full">
              Close
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
