import { lazy, startTransition, useEffect, useRef, useState } from 'react';
import { CheckCircle2, Scale } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardTitle } from '#client/components/ui/card.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { useQueryClient } from '@tanstack/react-query';
import { ASSESSMENTS_KEY, assessmentKey } from '#client/api/assessments.ts';
import { useEndpointMutation } from '#client/lib/endpoint-hooks.ts';
import * as assessmentsRoutes from '#shared/routes/assessments.generated.ts';
import type { BodyInput } from '#shared/contracts/define.ts';
import { TRAITS } from '#shared/archetypes.ts';
import type { assessmentEndpoints, FollowUpSet, TraitChange } from '#shared/contracts/assessments.ts';

// The questions' radio groups (Radix) load when the owner chooses to answer (docs/decisions/0057). The
// tap is a transition, so the invitation stays on screen until they are here.
const FollowUpOptions = lazy(async () => ({ default: (await import('./follow-up-options')).FollowUpOptions }));

/**
 * 'Help us sharpen this': one card per close call. It starts as an invitation (its title, one line and
 * a button) below the traits, so the result leads the page; the button opens the follow-up questions
 * in place, as radio groups. On submit the server re-scores; the page's result is replaced and
 * `onSharpened` gets what changed.
 */
export function SharpenCard({
  assessmentId,
  petName,
  code,
  set,
  onSharpened,
}: {
  assessmentId: number;
  petName: string;
  /** The archetype code before the answers (to say when it changed). */
  code: string;
  set: FollowUpSet;
  onSharpened: (changes: TraitChange[], codeBefore: string) => void;
}) {
  const trait = TRAITS.find((t) => t.key === set.trait)!;
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const qc = useQueryClient();
  // The server re-scores: the cached result is replaced by the new one and the lists are refetched.
  const sharpen = useEndpointMutation(assessmentsRoutes.sharpenAssessment, {
    input: (body: BodyInput<typeof assessmentEndpoints.sharpenAssessment>) => ({
      params: { id: String(assessmentId) },
      body,
    }),
    onSuccess: (res) => {
      qc.setQueryData(assessmentKey(assessmentId), res.result);
      void qc.invalidateQueries({ queryKey: ASSESSMENTS_KEY });
    },
  });
  const answers = set.questions.filter((q) => chosen[q.id]).map((q) => ({ questionId: q.id, optionId: chosen[q.id]! }));
  const titleId = `sharpen-${set.trait}-title`;
  const formId = `sharpen-${set.trait}-form`;
  const [open, setOpen] = useState(false);
  const cardRef = useRef<HTMLElement>(null);
  // The button that opened the questions is gone: focus stays on the card, where they appeared.
  useEffect(() => {
    if (open) cardRef.current?.focus();
  }, [open]);
  const between = `${petName} showed signs of being both ${trait.high.toLowerCase()} and ${trait.low.toLowerCase()}.`;
  const count = set.questions.length;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (answers.length === 0) return;
    // The card leaves the page once the result is replaced, so the outcome goes to the page.
    sharpen
      .mutateAsync({ trait: set.trait, answers })
      .then((res) => onSharpened(res.changes, code))
      .catch(() => {
        // Shown in the card (sharpen.error).
      });
  };

  if (!open) {
    return (
      <Card
        aria-labelledby={titleId}
        className="flex flex-wrap items-center gap-x-4 gap-y-3 border-2 border-sun/70 p-4"
      >
        <div className="min-w-0 flex-1 basis-48">
          <CardTitle id={titleId} className="flex items-center gap-1.5 text-base">
            <Scale aria-hidden className="size-4 shrink-0 text-teal" /> Help us sharpen this
          </CardTitle>
          <p className="text-sm text-muted">{between}</p>
        </div>
        <Button variant="secondary" aria-expanded={false} onClick={() => startTransition(() => setOpen(true))}>
          Answer {count === 1 ? '1 question' : `${count} questions`}
        </Button>
      </Card>
    );
  }

  return (
    <Card ref={cardRef} tabIndex={-1} aria-labelledby={titleId} className="border-2 border-sun/70 outline-none">
      <p className="flex items-center gap-1.5 text-xs font-extrabold tracking-widest text-teal uppercase">
        <Scale aria-hidden className="size-4" /> {trait.name}: close call
      </p>
      <CardTitle id={titleId} className="mt-1">
        Help us sharpen this
      </CardTitle>
      <p className="mt-1 text-sm text-muted">{between} Tell us a little more and we will update the result.</p>
      <form id={formId} className="mt-4 grid gap-5" onSubmit={submit}>
        {set.questions.map((q) => (
          <fieldset key={q.id} className="grid gap-2">
            <legend className="mb-2 font-extrabold">{q.text}</legend>
            <FollowUpOptions
              question={q}
              value={chosen[q.id] ?? ''}
              onValueChange={(optionId) => setChosen((c) => ({ ...c, [q.id]: optionId }))}
            />
          </fieldset>
        ))}
        {sharpen.isError ? (
          <p role="alert" className="rounded-xl bg-danger-soft p-3 text-sm font-semibold text-danger">
            {errorMessage(sharpen.error)}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={answers.length === 0 || sharpen.isPending}>
          {sharpen.isPending ? 'Updating...' : 'Update my result'}
        </Button>
      </form>
    </Card>
  );
}

/** What a follow-up changed: 'Confidence: Somewhat Confident → Somewhat Timid', or that it confirmed it. */
export function SharpenOutcome({
  changes,
  codeBefore,
  codeAfter,
  archetypeName,
}: {
  changes: TraitChange[];
  codeBefore: string;
  codeAfter: string;
  archetypeName: string;
}) {
  // The card that was answered has left the page: focus moves here, where the answer landed.
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [changes]);
  return (
    <Card ref={ref} tabIndex={-1} role="status" className="border-2 border-teal/40 bg-teal-soft/60 outline-none">
      <CardTitle className="flex items-center gap-2">
        <CheckCircle2 aria-hidden className="size-5 text-teal" /> Thanks, your answers are in
      </CardTitle>
      <ul className="mt-3 grid gap-2">
        {changes.map((c) => {
          const name = TRAITS.find((t) => t.key === c.trait)?.name ?? c.trait;
          return (
            <li key={c.trait} className="font-semibold">
              {c.unchanged ? (
                <>
                  {name}: {c.after.label}.{' '}
                  <span className="font-normal text-muted">Unchanged: your answer confirmed it.</span>
                </>
              ) : (
                <>
                  {name}: {c.before.label} → {c.after.label}
                </>
              )}
            </li>
          );
        })}
      </ul>
      {codeAfter !== codeBefore ? (
        <p className="mt-3 text-sm">
          New personality type: <strong>The {archetypeName}</strong> ({codeAfter}). The activities and care tips below
          follow it.
        </p>
      ) : null}
    </Card>
  );
}
