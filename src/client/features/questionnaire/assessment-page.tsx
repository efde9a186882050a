import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage, queryKeyFor } from '#client/lib/api-client.ts';
import { QUESTION_ILLUSTRATIONS as ILLUSTRATIONS } from '#shared/questions.ts';
import { OTHER_PET_TYPE_ID } from '#shared/pet-types.ts';
import type { PetSummary } from '#shared/contracts/pets.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';

import { useEndpointMutation, useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import * as catalogRoutes from '#shared/routes/catalog.generated.ts';
import * as petsRoutes from '#shared/routes/pets.generated.ts';
import * as assessmentsRoutes from '#shared/routes/assessments.generated.ts';
import type { Submission } from '#shared/contracts/assessments.ts';
import { ASSESSMENTS_KEY } from '#client/api/assessments.ts';
import { clearDraft, emptyDraft, petTypeIdOf, useDraft, type Draft } from './draft';
import {
  entryFromLink,
  FIRST_STEP,
  HOME,
  indexOf,
  nextStep,
  previousStep,
  QUESTION_TOTAL,
  questionNumber,
  SUBMIT,
  type FlowContext,
} from './flow';
import { STEP_SCREENS } from './steps/index';
import { buildSubmission } from './submission';
import { clientPaths } from '#shared/rules/client-paths.ts';

const REDIRECT_AFTER_SUBMIT_MS = 1000;

function draftFromPet(pet: PetSummary): Draft {
  return {
    ...emptyDraft(),
    petId: pet.id,
    petKnown: true,
    petTypeChoice: pet.petTypeId === OTHER_PET_TYPE_ID ? 'other' : String(pet.petTypeId),
    otherType: pet.petTypeOther ?? '',
    breed: pet.breed ?? '',
    name: pet.name,
    age: pet.age === null ? '' : String(pet.age),
    ageUnknown: pet.ageUnknown,
    birthMonth: pet.birthMonth === null ? '' : String(pet.birthMonth),
    birthDay: pet.birthDay === null ? '' : String(pet.birthDay),
    rescue: pet.isRescue ? 'yes' : 'no',
    step: { kind: 'age' },
  };
}

function initialDraft(params: URLSearchParams): Draft {
  return { ...emptyDraft(), ...entryFromLink(params) };
}

/** /assessment: shows the draft's current step; the flow table (flow.ts) says where Next and back go. */
export function AssessmentPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { draft, update, reset } = useDraft(() => initialDraft(params));
  // 'Assess Maple again' (?pet=ID): the draft starts from the pet, at the age, once the pet has loaded.
  const againId = Number(params.get('pet')) || null;
  const startingFromPet = againId !== null && draft.petId !== againId;
  const againPet = useEndpointQuery(
    petsRoutes.getPet,
    { params: { id: String(againId ?? 0) } },
    { enabled: startingFromPet, retry: false },
  );
  useEffect(() => {
    const pet = againPet.data?.pet;
    if (!pet || draft.petId === pet.id) return;
    reset(draftFromPet(pet));
  }, [againPet.data, draft.petId, reset]);
  useEffect(() => {
    if (!againPet.isError) return;
    toast({ title: 'Pet not found', description: 'Starting a new assessment instead.', variant: 'destructive' });
    navigate(clientPaths.assessment, { replace: true });
  }, [againPet.isError, navigate]);
  // Loaded once the pet type is known: the flow needs how many there are at the end of the text questions.
  const petTypeId = draft.step.kind === FIRST_STEP.kind ? null : petTypeIdOf(draft);
  const choiceQuestions = useEndpointQuery(
    catalogRoutes.listChoiceQuestions,
    { params: { petTypeId: String(petTypeId ?? 0) } },
    { enabled: petTypeId !== null, staleTime: Infinity },
  );
  const submit = useEndpointMutation(assessmentsRoutes.submitAssessment, {
    input: (body: Submission) => ({ body }),
    invalidates: [ASSESSMENTS_KEY, queryKeyFor(petsRoutes.listPets)],
  });
  const [pictures] = useState(() => [...ILLUSTRATIONS].sort(() => Math.random() - 0.5));
  const topRef = useRef<HTMLDivElement>(null);
  const context = (current: Draft): FlowContext => ({
    draft: current,
    choiceCount: choiceQuestions.data?.length ?? 0,
  });

  const stepKey = JSON.stringify(draft.step);
  useEffect(() => {
    topRef.current?.scrollIntoView({ block: 'start' });
    topRef.current?.focus({ preventScroll: true });
  }, [stepKey]);

  const send = (current: Draft) => {
    const payload = buildSubmission(current);
    toast({ title: 'Processing your assessment', description: `Reading what you told us about ${payload.petName}...` });
    submit.mutate(payload, {
      onSuccess: (created) => {
        clearDraft();
        toast({
          title: 'Assessment complete!',
          description: `${created.petName} is ${/^[AEIOU]/.test(created.archetypeName) ? 'an' : 'a'} ${created.archetypeName}. Opening the results...`,
          variant: 'success',
        });
        setTimeout(() => navigate(clientPaths.results(created.id)), REDIRECT_AFTER_SUBMIT_MS);
      },
      onError: (err) =>
        toast({ title: 'Assessment submission failed', description: errorMessage(err), variant: 'destructive' }),
    });
  };

  const next = (patch: Partial<Draft> = {}) => {
    const current = { ...draft, ...patch };
    const move = nextStep(draft.step, context(current));
    if (move.to === SUBMIT) {
      if (Object.keys(patch).length > 0) update(patch);
      return send(current);
    }
    update({ ...patch, ...move.patch, step: move.to });
  };

  const back = () => {
    const move = previousStep(draft.step, context(draft));
    if (move.to === HOME) return navigate(clientPaths.home);
    update({ ...move.patch, step: move.to });
  };

  const step = draft.step;
  const number = questionNumber(step);
  const frame = { number, total: QUESTION_TOTAL, illustration: pictures[(number - 1) % pictures.length]! };
  const pending = submit.isPending || submit.isSuccess;
  const Screen = STEP_SCREENS[step.kind];

  if (startingFromPet && !againPet.isError) {
    return (
      <div className="flex flex-1 items-center justify-center py-20">
        <Spinner label="Loading your pet" />
      </div>
    );
  }

  return (
    <div className="flex flex-1 flex-col">
      <header className="sticky top-0 z-20 flex items-center gap-2 bg-cream/95 px-3 py-3 backdrop-blur">
        <Button variant="ghost" size="icon" aria-label="Go back" onClick={back} disabled={pending}>
          <ArrowLeft aria-hidden />
        </Button>
        <div className="min-w-0">
          <h1 className="text-xl">Pet Assessment</h1>
          {/* Assessing again starts at the age, 'Question 3 of 16' (the spec's number for it): say why. */}
          {draft.petKnown ? (
            <p className="text-sm text-muted [overflow-wrap:anywhere]">
              Assessing {draft.name} again: questions 1, 2, 4 and 5 are already answered.
            </p>
          ) : null}
        </div>
      </header>
      <main ref={topRef} tabIndex={-1} className="flex flex-1 flex-col outline-none" aria-live="polite">
        <Screen frame={frame} draft={draft} index={indexOf(step)} update={update} onNext={next} pending={pending} />
      </main>
    </div>
  );
}
