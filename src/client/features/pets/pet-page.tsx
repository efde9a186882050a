/**
 * /pets/:petId: one pet's home (issue 24): photo, name, current archetype with its picture, 'Assess
 * again', the trait history as a chart and a table, what changed in words, this week's plan, the
 * household links to the owner's other pets, and fixing mix-ups (merge, delete).
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowRightLeft,
  ChevronRight,
  Home as HomeIcon,
  LoaderCircle,
  PawPrint,
  RefreshCw,
  Trash2,
} from 'lucide-react';
import { AppHeader } from '#client/components/app-header.tsx';
import { PetIcon } from '#client/components/pet-icon.tsx';
import { DeleteActions } from '#client/components/delete-actions.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardTitle } from '#client/components/ui/card.tsx';
import { Dialog, DialogClose, DialogContent } from '#client/components/ui/dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { archetypePictureUrl } from '#shared/archetype-pictures.ts';
import { speciesForPetType } from '#shared/pet-types.ts';
import { errorMessage, isNotFound, queryKeyFor } from '#client/lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import * as petsRoutes from '#shared/routes/pets.generated.ts';
import * as assessmentsRoutes from '#shared/routes/assessments.generated.ts';
import type { PetDetail } from '#shared/contracts/pets.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { shortDate, TraitChart } from './trait-chart';
import { WeekPlan } from './week-plan';

const article = (word: string) => (/^[AEIOU]/.test(word) ? 'an' : 'a');

export function PetPage() {
  const { petId = '' } = useParams();
  // Always read afresh on arrival: an assessment just made changes the history.
  const pet = useEndpointQuery(petsRoutes.getPet, { params: { id: petId } }, { retry: false, staleTime: 0 });
  return (
    <>
      <AppHeader />
      <main className="flex flex-1 flex-col gap-5 px-4 pb-10">
        {pet.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading your pet" />
          </div>
        ) : pet.isError ? (
          <Card>
            <CardTitle>{isNotFound(pet.error) ? 'Pet not found' : 'Could not load this pet'}</CardTitle>
            <p className="mt-2 text-muted">{errorMessage(pet.error)}</p>
            <Link to={clientPaths.home} className={buttonVariants({ variant: 'secondary', className: 'mt-4' })}>
              Back to home
            </Link>
          </Card>
        ) : (
          <PetView detail={pet.data} />
        )}
      </main>
    </>
  );
}

function PetView({ detail }: { detail: PetDetail }) {
  const navigate = useNavigate();
  const { pet, history, changes, otherPets } = detail;
  const latest = pet.latest;
  return (
    <>
      <Card className="flex flex-col items-center gap-3 text-center">
        {pet.photo ? (
          <img src={pet.photo} alt={`Photo of ${pet.name}`} className="size-28 rounded-full object-cover shadow-card" />
        ) : (
          <span className="inline-flex size-28 items-center justify-center rounded-full bg-primary-soft">
            <PetIcon petTypeName={pet.petTypeName} className="size-12 text-primary-strong" />
          </span>
        )}
        <h1 className="w-full text-2xl leading-tight [overflow-wrap:anywhere]">{pet.name}</h1>
        <p className="w-full text-sm [overflow-wrap:anywhere] text-muted">
          {[pet.petTypeOther ?? pet.petTypeName, pet.breed, pet.isRescue ? 'Rescue' : null].filter(Boolean).join(' · ')}
        </p>
        {latest ? (
          <Link
            to={clientPaths.results(latest.assessmentId)}
            className="flex w-full items-center gap-3 rounded-xl bg-cream p-3 text-left hover:bg-primary-soft"
          >
            <img
              src={archetypePictureUrl(latest.archetypeCode, speciesForPetType(pet.petTypeId))}
              alt=""
              className="size-16 shrink-0"
            />
            <span className="min-w-0 flex-1">
              <span className="block text-sm text-muted">Now {article(latest.archetypeName)}</span>
              <span className="block text-lg font-extrabold">{latest.archetypeName}</span>
              <span className="block text-sm text-muted">
                {latest.archetypeCode} · {shortDate(latest.date)}
              </span>
            </span>
            <ChevronRight aria-hidden className="size-5 shrink-0 text-muted" />
          </Link>
        ) : null}
        <Button size="lg" className="w-full min-w-0" onClick={() => navigate(clientPaths.assessAgain(pet.id))}>
          <RefreshCw aria-hidden /> <span className="min-w-0 [overflow-wrap:anywhere]">Assess {pet.name} again</span>
        </Button>
      </Card>

      <Card aria-labelledby="history-title">
        <CardTitle id="history-title" className="[overflow-wrap:anywhere]">
          How {pet.name} has changed
        </CardTitle>
        <p className="mt-1 mb-3 text-sm text-muted">
          {history.length === 1
            ? 'One assessment so far. Assess again in a few months to see the trend.'
            : `${history.length} assessments, oldest on the left. Scores go from 1 to 4.`}
        </p>
        <TraitChart history={history} petName={pet.name} />
        {changes.length > 0 ? (
          <ol className="mt-4 flex flex-col gap-3">
            {changes.map((c) => (
              <li key={c.assessmentId} className="rounded-xl bg-cream p-3">
                <p className="text-sm font-bold text-muted">{shortDate(c.date)}</p>
                {c.lines.length === 0 ? (
                  <p>{c.summary}</p>
                ) : (
                  <ul className="mt-1 flex list-disc flex-col gap-1 pl-5">
                    {c.lines.map((l) => (
                      <li key={l.trait}>{l.text}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        ) : null}
      </Card>

      {latest ? <WeekPlan petId={pet.id} petName={pet.name} /> : null}

      <Card aria-labelledby="household-title">
        <CardTitle id="household-title" className="flex items-center gap-2">
          <HomeIcon aria-hidden className="size-5 text-primary" /> Household
        </CardTitle>
        {otherPets.length === 0 ? (
          <p className="mt-2 text-muted">Assess another of your pets to see how they are likely to get along.</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {otherPets.map((o) => (
              <li key={o.id}>
                <Link
                  to={clientPaths.household(pet.id, o.id)}
                  className="flex min-h-12 items-center gap-2 rounded-xl border border-sand px-3 py-2 hover:bg-primary-soft"
                >
                  <PawPrint aria-hidden className="size-4 shrink-0 text-primary" />
                  <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                    {pet.name} and {o.name}
                  </span>
                  <ChevronRight aria-hidden className="size-4 shrink-0 text-muted" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <AssessmentList detail={detail} />

      <FixMixUps detail={detail} />
    </>
  );
}

const NEW_PET = 'new';

/**
 * Each assessment in the history, newest first, with 'Move to...' (split, issue 24): to another of the
 * owner's pets of the same type, or out to a new pet of its own. The server checks ownership and type.
 */
function AssessmentList({ detail }: { detail: PetDetail }) {
  const navigate = useNavigate();
  const { pet, history } = detail;
  const sameType = detail.otherPets.filter((o) => o.species === pet.species);
  const qc = useQueryClient();
  const [moving, setMoving] = useState<PetDetail['history'][number] | null>(null);
  const [target, setTarget] = useState('');
  const petKey = queryKeyFor(petsRoutes.getPet, { params: { id: String(pet.id) } });
  const listKey = queryKeyFor(petsRoutes.listPets);
  const targetName = target === NEW_PET ? 'a new pet' : (sameType.find((o) => String(o.id) === target)?.name ?? '');
  const move = useEndpointMutation(petsRoutes.moveAssessment, {
    invalidates: [listKey, queryKeyFor(assessmentsRoutes.listAssessments)],
    onSuccess: async (moved) => {
      const last = history.length === 1;
      setMoving(null);
      toast({
        title: target === NEW_PET ? 'Moved to a new pet' : `Moved to ${targetName}`,
        description: last ? `It was ${pet.name}'s only assessment.` : `${pet.name} keeps the others.`,
        variant: 'success',
      });
      // The pet's only assessment leaves it empty (the server removes it): follow the assessment.
      if (last) navigate(clientPaths.pet(moved.petId));
      else await qc.invalidateQueries({ queryKey: petKey });
    },
    onError: (err) => toast({ title: 'Could not move', description: errorMessage(err), variant: 'destructive' }),
  });
  // Moving the only assessment to a new pet would change nothing.
  const canMove = sameType.length > 0 || history.length > 1;
  const newestFirst = [...history].reverse();
  return (
    <Card aria-labelledby="assessments-title">
      <CardTitle id="assessments-title">Assessments</CardTitle>
      <ul className="mt-3 flex flex-col gap-2">
        {newestFirst.map((h) => (
          <li key={h.assessmentId} className="flex min-h-12 items-center gap-2 rounded-xl border border-sand px-3 py-2">
            <Link
              to={clientPaths.results(h.assessmentId)}
              className="min-w-0 flex-1 [overflow-wrap:anywhere] hover:underline"
            >
              <span className="block text-sm text-muted">{shortDate(h.date)}</span>
              <span className="block font-bold">{h.archetypeName}</span>
            </Link>
            {canMove ? (
              <Button
                variant="ghost"
                size="sm"
                className="shrink-0"

                onClick={() => {
                  setTarget('');
                  setMoving(h);
                }}
              >
                <ArrowRightLeft aria-hidden /> Move to...
                <span className="sr-only">
                  {' '}
                  (the {shortDate(h.date)} {h.archetypeName} assessment)
                </span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <Dialog open={moving !== null} onOpenChange={(open) => (open ? null : setMoving(null))}>
        {moving ? (
          <DialogContent
            title="Move this assessment?"
            description={`Is the ${shortDate(moving.date)} assessment (${moving.archetypeName}) of another pet? Choose which one.`}
          >
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold">Move it to</legend>
              {[
                ...sameType.map((o) => ({ value: String(o.id), label: o.name })),
                { value: NEW_PET, label: 'A new pet' },
              ]
                .filter((o) => o.value !== NEW_PET || history.length > 1)
                .map((o) => (
                  <label
                    key={o.value}
                    className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-sand px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
                  >
                    <input
                      type="radio"
                      name="move-target"
                      value={o.value}
                      checked={target === o.value}
                      onChange={() => setTarget(o.value)}
                      className="size-4 accent-primary"
                    />
                    <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{o.label}</span>
                  </label>
                ))}
            </fieldset>
            <div className="mt-6 grid grid-cols-2 gap-3">
              <DialogClose asChild>
                <Button variant="secondary" disabled={move.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button
                disabled={!target || move.isPending}
                aria-busy={move.isPending || undefined}
                onClick={() =>
                  move.mutate({
                    params: { id: String(moving.assessmentId) },
                    body: { petId: target === NEW_PET ? null : Number(target) },
                  })
                }
              >
                {move.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
                {move.isPending ? 'Moving...' : 'Move'}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}

/** Merge a same-type pet into this one (the grouping guessed wrong), or delete the pet with its assessments. */
function FixMixUps({ detail }: { detail: PetDetail }) {
  const navigate = useNavigate();
  const { pet } = detail;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [mergeFrom, setMergeFrom] = useState('');
  const petKey = queryKeyFor(petsRoutes.getPet, { params: { id: String(pet.id) } });
  const listKey = queryKeyFor(petsRoutes.listPets);
  // Only a pet of the same type can be the same pet (the server refuses another with a clear message).
  const sameType = detail.otherPets.filter((o) => o.species === pet.species);
  const merge = useEndpointMutation(petsRoutes.mergePets, {
    invalidates: [petKey, listKey, queryKeyFor(assessmentsRoutes.listAssessments)],
    onSuccess: () => {
      setMergeFrom('');
      toast({ title: 'Pets merged', description: `Their assessments are now ${pet.name}'s.`, variant: 'success' });
    },
    onError: (err) => toast({ title: 'Could not merge', description: errorMessage(err), variant: 'destructive' }),
  });
  const remove = useEndpointMutation(petsRoutes.deletePet, {
    invalidates: [listKey, queryKeyFor(assessmentsRoutes.listAssessments)],
    onSuccess: () => {
      toast({ title: `${pet.name} deleted`, description: 'The pet and its assessments are gone.', variant: 'success' });
      navigate(clientPaths.home);
    },
    onError: (err) => toast({ title: 'Could not delete', description: errorMessage(err), variant: 'destructive' }),
  });
  const n = pet.assessmentCount;
  return (
    <Card aria-labelledby="mixups-title">
      <CardTitle id="mixups-title">Fix a mix-up</CardTitle>
      {sameType.length > 0 ? (
        <form
          className="mt-3 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (mergeFrom) merge.mutate({ params: { id: String(pet.id) }, body: { fromPetId: Number(mergeFrom) } });
          }}
        >
          <label htmlFor="merge-from" className="text-sm font-semibold">
            The same pet as another card? Merge it into {pet.name}:
          </label>
          <select
            id="merge-from"
            value={mergeFrom}
            onChange={(e) => setMergeFrom(e.target.value)}
            className="min-h-11 w-full min-w-0 rounded-xl border border-sand bg-white px-3"
          >
            <option value="">Choose a pet</option>
            {sameType.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
          <Button type="submit" variant="secondary" disabled={!mergeFrom || merge.isPending}>
            Merge
          </Button>
        </form>
      ) : null}
      <Button variant="ghost" className="mt-3 w-full min-w-0 text-danger" onClick={() => setConfirmDelete(true)}>
        <Trash2 aria-hidden /> <span className="min-w-0 [overflow-wrap:anywhere]">Delete {pet.name}</span>
      </Button>
      <Dialog open={confirmDelete} onOpenChange={setConfirmDelete}>
        <DialogContent
          title={`Delete ${pet.name}?`}
          description={`This permanently deletes ${pet.name} and ${n === 1 ? 'its 1 assessment' : `all ${n} of its assessments`}, with their photos.`}
        >
          <DeleteActions
            pending={remove.isPending}
            onConfirm={() => remove.mutate({ params: { id: String(pet.id) } })}
          />
        </DialogContent>
      </Dialog>
    </Card>
  );
}
