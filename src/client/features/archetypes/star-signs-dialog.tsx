import { useRef, useState, type ReactNode } from 'react';
import { CalendarDays, MoonStar, Shuffle, TriangleAlert } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { localStarSigns } from './star-sign-rows.ts';
import type { StarSign } from '#shared/contracts/archetypes.ts';
import { fetchStarSigns } from '#client/api/archetype-answers.ts';
import { DialogFooter } from './dialog-footer';
import { useOpenedAtMount } from './use-opened-at-mount';

/** The server's details merged into the local rows by name; extra server rows are appended. */
function merge(rows: StarSign[], fromServer: StarSign[]): StarSign[] {
  const key = (n: string) => n.trim().toLowerCase();
  const merged = rows.map((row) => {
    const s = fromServer.find((x) => key(x.name) === key(row.name));
    if (!s) return row;
    return {
      ...row,
      dates: row.dates === 'Date range unavailable' && s.dates ? s.dates : row.dates,
      description: s.description || row.description,
      compatibility: s.compatibility || row.compatibility,
    };
  });
  const extra = fromServer.filter((s) => !rows.some((r) => key(r.name) === key(s.name)));
  return [...merged, ...extra];
}

/** A new order, different from the current one whenever there are two or more rows. */
function shuffled<T>(items: T[]): T[] {
  if (items.length < 2) return items;
  for (;;) {
    const next = [...items];
    for (let i = next.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [next[i], next[j]] = [next[j]!, next[i]!];
    }
    if (next.some((v, i) => v !== items[i])) return next;
  }
}

/** 'Star Sign Compatibility for {archetype} Pets': local dates first, then the server's details. */
export function StarSignsDialog({
  archetypeTitle,
  starSigns,
  trigger,
  defaultOpen = false,
  onMountedOpen,
}: {
  archetypeTitle: string;
  starSigns: readonly string[];
  trigger: ReactNode;
  /** Mounted open by its card, which loads this module when the trigger is first pressed. */
  defaultOpen?: boolean;
  /** Told once the dialog has mounted open, so that a later remount (a new key) starts closed. */
  onMountedOpen?: () => void;
}) {
  const [rows, setRows] = useState<StarSign[]>(() => localStarSigns(starSigns));
  const [warning, setWarning] = useState<string | null>(null);
  // Opened at mount, it fetches at once (a moment later, from the effect below).
  const [loading, setLoading] = useState(defaultOpen);
  const [attempted, setAttempted] = useState(false);
  const inFlight = useRef(false);

  const load = async (reorder: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    try {
      const reply = await fetchStarSigns(archetypeTitle, [...starSigns]);
      setWarning(reply.warning);
      setRows((current) => {
        const next = merge(current, reply.signs);
        return reorder ? shuffled(next) : next;
      });
    } catch (err) {
      toast({
        title: 'Failed to get star sign details',
        description: err instanceof Error ? err.message : 'An unexpected error occurred',
        variant: 'destructive',
      });
      if (reorder) setRows((current) => shuffled(current));
    } finally {
      inFlight.current = false;
      setLoading(false);
      setAttempted(true);
    }
  };

  const hasDetails = rows.some((r) => r.description);

  const onOpenChange = (open: boolean) => {
    if (open && !hasDetails) void load(false);
  };
  useOpenedAtMount(defaultOpen, onOpenChange, onMountedOpen);

  return (
    <Dialog defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title={`Star Sign Compatibility for ${archetypeTitle} Pets`}
        description="Just for fun: the signs said to suit this personality, and who they get on with."
      >
        {warning ? (
          <p
            role="alert"
            className="mb-4 flex items-start gap-2 rounded-2xl bg-sun/30 p-3 text-sm font-semibold text-ink"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-strong" />
            {warning}
          </p>
        ) : null}
        <ul className="grid gap-3" aria-label="Matching star signs" aria-busy={loading}>
          {rows.map((sign) => (
            <li key={sign.name} className="rounded-2xl bg-cream p-4 ring-1 ring-sand">
              <div className="flex items-center gap-3">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-teal-soft text-teal">
                  <MoonStar aria-hidden className="size-4" />
                </span>
                <div className="min-w-0">
                  <h3 className="leading-snug font-extrabold">{sign.name}</h3>
                  <p className="flex items-center gap-1 text-sm font-semibold text-muted">
                    <CalendarDays aria-hidden className="size-3.5" /> {sign.dates}
                  </p>
                </div>
              </div>
              {sign.description ? (
                <p className="mt-3 text-sm leading-relaxed text-ink/90">{sign.description}</p>
              ) : loading ? (
                <div aria-hidden className="mt-3 grid gap-2">
                  <span className="h-3 animate-pulse rounded-full bg-sand" />
                  <span className="h-3 w-4/5 animate-pulse rounded-full bg-sand" />
                </div>
              ) : attempted ? (
                <p className="mt-3 text-sm text-muted italic">Details are not available for this sign.</p>
              ) : null}
              {sign.compatibility ? (
                <div className="mt-3 rounded-xl bg-white p-3 text-sm leading-relaxed">
                  <p className="font-extrabold text-teal">Compatibility</p>
                  <p className="mt-1 text-ink/90">{sign.compatibility}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        {loading ? <p className="sr-only">Loading star sign details...</p> : null}
        <DialogFooter className="grid grid-cols-[auto_1fr] gap-3">
          <DialogClose asChild>
            <Button variant="ghost">Close</Button>
          </DialogClose>
          <Button variant="secondary" disabled={loading} onClick={() => void load(true)}>
            <Shuffle aria-hidden /> Refresh Details
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
