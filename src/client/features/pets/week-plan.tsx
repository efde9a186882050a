/** 'This week with Maple': seven days from the pet's own activities and care tips, a tick per day kept on the server. */
import { Check } from 'lucide-react';
import { Card, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ActivityIcon } from '#client/components/activity-icon.tsx';
import { errorMessage, queryKeyFor } from '#client/lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import * as petsRoutes from '#shared/routes/pets.generated.ts';
import { isoWeekOf } from '#shared/rules/pets.ts';

export function WeekPlan({ petId, petName }: { petId: number; petName: string }) {
  const week = isoWeekOf(new Date());
  const input = { params: { id: String(petId) }, query: { week } };
  const plan = useEndpointQuery(petsRoutes.getPetPlan, input, { staleTime: 0 });
  const tick = useEndpointMutation(petsRoutes.tickPetPlan, {
    invalidates: [queryKeyFor(petsRoutes.getPetPlan, input)],
    onError: (err) =>
      toast({ title: 'Could not save the tick', description: errorMessage(err), variant: 'destructive' }),
  });
  const today = (new Date().getUTCDay() + 6) % 7;

  return (
    <Card aria-labelledby="week-plan-title">
      <CardTitle id="week-plan-title" className="[overflow-wrap:anywhere]">
        This week with {petName}
      </CardTitle>
      {plan.isPending ? (
        <Spinner label="Loading this week's plan" />
      ) : plan.isError ? (
        <p className="mt-2 text-muted">{errorMessage(plan.error)}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            Made for {plan.data.archetypeName === '' ? petName : `a ${plan.data.archetypeName}`}: one activity and one
            care tip a day. Tick each day you did it.
          </p>
          <ol className="mt-4 flex flex-col gap-3">
            {plan.data.days.map((d) => {
              const id = `plan-day-${d.day}`;
              return (
                <li
                  key={d.day}
                  className={`rounded-xl border p-3 ${d.day === today ? 'border-primary bg-primary-soft/40' : 'border-sand'}`}
                >
                  <div className="flex items-center gap-3">
                    <button
                      type="button"
                      role="checkbox"
                      aria-checked={d.done}
                      aria-labelledby={id}
                      disabled={tick.isPending}
                      onClick={() =>
                        tick.mutate({
                          params: { id: String(petId), week: plan.data.week, day: String(d.day) },
                          body: { done: !d.done },
                        })
                      }
                      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 ${
                        d.done ? 'border-primary bg-primary text-white' : 'border-muted/60 bg-white'
                      }`}
                    >
                      {d.done ? <Check aria-hidden className="size-5" /> : null}
                    </button>
                    <p id={id} className="font-bold">
                      {d.label}
                      {d.day === today ? (
                        <span className="ml-2 text-sm font-semibold text-primary-strong">Today</span>
                      ) : null}
                      <span className="sr-only">{d.done ? ', done' : ''}</span>
                    </p>
                  </div>
                  <p className="mt-2 flex gap-2">
                    <ActivityIcon name={d.activity.icon} className="mt-0.5 size-5 shrink-0 text-primary-strong" />
                    <span className="min-w-0">{d.activity.text}</span>
                  </p>
                  <p className="mt-1 text-sm text-muted">Care tip: {d.careTip}</p>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Card>
  );
}
