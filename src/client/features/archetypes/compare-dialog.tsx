import { useEffect, useRef, useState, type ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import { ArrowLeft, HeartHandshake, Info, Lightbulb, Star } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '#client/components/ui/dialog.tsx';
import type { Compatibility } from '#shared/contracts/archetypes.ts';
import { useQueryClient } from '@tanstack/react-query';
import { setSessionUser, useUser } from '#client/api/session.ts';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useEndpointMutation } from '#client/lib/endpoint-hooks.ts';
import * as authRoutes from '#shared/routes/auth.generated.ts';
import { DialogFooter } from './dialog-footer';
import { choicesFrom, DIMENSIONS, humanTypeTitle, typeFrom, type Choices } from './human-types';

interface Props {
  archetypeTitle: string;
  archetypeCode: string;
  compatibility: readonly Compatibility[];
  bestHumanTypes: readonly string[];
  trigger: ReactNode;
  /** Mounted open by its card, which loads this module when the trigger is first pressed. */
  defaultOpen?: boolean;
}

/** 'Compare my personality type': pick four letters, then see the pairing; viewing saves the type. */
export function CompareDialog({
  archetypeTitle,
  archetypeCode,
  compatibility,
  bestHumanTypes,
  trigger,
  defaultOpen = false,
}: Props) {
  const { user } = useUser();
  const qc = useQueryClient();
  /** POST /api/user/mbti; the reply replaces the cached current user. */
  const save = useEndpointMutation(authRoutes.saveHumanType, {
    input: (mbtiType: string) => ({ body: { mbtiType } }),
    onSuccess: (saved, mbtiType) => {
      setSessionUser(qc, saved);
      toast({
        title: 'MBTI Type Saved',
        description: `Your MBTI type (${saved.mbtiType ?? mbtiType}) has been saved to your profile.`,
        variant: 'success',
      });
    },
    onError: (err) =>
      toast({ title: 'Could not save your MBTI type', description: errorMessage(err), variant: 'destructive' }),
  });
  const [open, setOpen] = useState(defaultOpen);
  // Opened at mount: the choices start from the saved type, as when opened by the trigger.
  const [choices, setChoices] = useState<Choices>(() => (defaultOpen ? choicesFrom(user?.mbtiType) : {}));
  const [shown, setShown] = useState<string | null>(null);
  const type = typeFrom(choices);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setShown(null);
    setChoices(next ? choicesFrom(user?.mbtiType) : {});
  };

  const view = () => {
    if (!type) return;
    setShown(type);
    save.mutate(type);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title="Compare my personality type"
        description={
          shown
            ? `How you (${shown}) and a ${archetypeTitle} pet get along.`
            : `Choose one letter in each dimension to see how you and a ${archetypeTitle} get along.`
        }
      >
        {shown ? (
          <CompareResult
            type={shown}
            archetypeTitle={archetypeTitle}
            archetypeCode={archetypeCode}
            entry={compatibility.find((c) => c.type === shown)}
            isBestMatch={bestHumanTypes.includes(shown)}
            onBack={() => setShown(null)}
          />
        ) : (
          <div className="grid gap-5">
            {DIMENSIONS.map((d) => (
              <fieldset key={d.key} className="grid gap-2">
                <legend className="mb-2 text-sm font-extrabold tracking-wide text-muted uppercase">{d.name}</legend>
                <RadioGroup.Root
                  aria-label={d.name}
                  value={choices[d.key] ?? ''}
                  onValueChange={(letter) => setChoices((c) => ({ ...c, [d.key]: letter }))}
                  className="grid grid-cols-2 gap-2"
                >
                  {d.options.map((o) => (
                    <RadioGroup.Item
                      key={o.letter}
                      value={o.letter}
                      className="group flex min-h-11 flex-col items-start gap-1 rounded-2xl border-2 border-sand bg-white p-3 text-left transition-colors hover:border-primary/40 data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft"
                    >
                      <span className="flex items-center gap-2">
                        <span className="grid size-8 place-items-center rounded-lg bg-sand text-lg font-black text-ink group-data-[state=checked]:bg-primary group-data-[state=checked]:text-white">
                          {o.letter}
                        </span>
                        <span className="font-extrabold">{o.label}</span>
                      </span>
                      <span className="text-xs leading-snug text-muted">{o.line}</span>
                    </RadioGroup.Item>
                  ))}
                </RadioGroup.Root>
              </fieldset>
            ))}
            <DialogFooter className="mt-0 grid gap-2">
              <p className="text-center text-sm font-semibold text-muted" aria-live="polite">
                {type ? `Your type: ${type}` : 'Pick a letter in all four dimensions'}
              </p>
              <Button size="lg" disabled={!type} onClick={view}>
                <HeartHandshake aria-hidden /> View Compatibility
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CompareResult({
  type,
  archetypeTitle,
  archetypeCode,
  entry,
  isBestMatch,
  onBack,
}: {
  type: string;
  archetypeTitle: string;
  archetypeCode: string;
  entry: Compatibility | undefined;
  isBestMatch: boolean;
  onBack: () => void;
}) {
  const title = humanTypeTitle(type);
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    top.current?.closest('[role="dialog"]')?.scrollTo({ top: 0 });
  }, [type]);
  return (
    <div ref={top} className="grid gap-4">
      <div className="flex items-center justify-center gap-3 rounded-2xl bg-primary-soft p-4">
        <div className="text-center">
          <p className="text-xs font-bold tracking-wide text-muted uppercase">You</p>
          <p className="text-2xl font-black tracking-wider text-primary-strong">{type}</p>
        </div>
        <HeartHandshake aria-hidden className="size-7 text-primary" />
        <div className="text-center">
          <p className="text-xs font-bold tracking-wide text-muted uppercase">{archetypeTitle}</p>
          <p className="text-2xl font-black tracking-wider text-teal">{archetypeCode}</p>
        </div>
      </div>
      <div className="text-center">
        <h3 className="text-xl font-extrabold">{type}</h3>
        {title ? <p className="font-bold text-muted">{title}</p> : null}
        {isBestMatch ? (
          <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-sun/50 px-3 py-1 text-sm font-bold text-ink">
            <Star aria-hidden className="size-4" /> One of the best matches for a {archetypeTitle}
          </p>
        ) : null}
      </div>
      {entry ? (
        <>
          <section className="rounded-2xl bg-cream p-4 ring-1 ring-sand">
            <h4 className="flex items-center gap-2 font-extrabold text-primary-strong">
              <HeartHandshake aria-hidden className="size-4" /> {entry.title}
            </h4>
            <p className="mt-1 text-xs font-bold tracking-wide text-muted uppercase">Relationship style</p>
            <p className="mt-1 text-sm leading-relaxed text-ink/90">{entry.relationshipStyle}</p>
          </section>
          <section className="rounded-2xl bg-teal-soft/60 p-4">
            <h4 className="flex items-center gap-2 font-extrabold text-teal">
              <Lightbulb aria-hidden className="size-4" /> Tips
            </h4>
            <p className="mt-1 text-sm leading-relaxed text-ink/90">{entry.tips}</p>
          </section>
        </>
      ) : (
        <p className="rounded-2xl bg-cream p-4 text-muted italic">Compatibility information is not available.</p>
      )}
      <p className="flex items-start gap-2 text-xs leading-relaxed text-muted">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        This is a generalized guide based on typical personality tendencies. Every pet and every person is an
        individual, so use it as a starting point, not a rule.
      </p>
      <DialogFooter className="mt-0 grid grid-cols-[1fr_auto] gap-3">
        <Button variant="secondary" className="px-4" onClick={onBack}>
          <ArrowLeft aria-hidden /> Back to Selection
        </Button>
        <DialogClose asChild>
          <Button variant="ghost">Close</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
