import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { FullPageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { TEXT_QUESTIONS, TOTAL_QUESTIONS } from '../../../shared/questions';

import { useChoiceQuestions, usePetTypes, useSubmitAssessment } from './api';
import { clearDraft, emptyDraft, petTypeIdOf, useDraft, type Draft, type Step } from './draft';
import { AgeStep, BreedStep, ChoiceStep, NameStep, PetTypeStep, RescueStep, TextStep } from './steps';
import { buildSubmission, needsChoiceFallback } from './submission';

const ILLUSTRATIONS = Array.from({ length: 10 }, (_, i) => `/api/assets/question-${i + 1}`);
const REDIRECT_AFTER_SUBMIT_MS = 1000;

function questionNumber(step: Step): number {
  switch (step.kind) {
    case 'petType':
      return 1;
    case 'breed':
      return 2;
    case 'age':
      return 3;
    case 'name':
      return 4;
    case 'rescue':
      return 5;
    case 'text':
      return 6 + step.index;
    case 'choices':
      return 7 + step.index;
  }
}

function initialDraft(params: URLSearchParams): Draft {
  const draft = emptyDraft();
  const skip = params.get('skip_pet_type') === 'true';
  const type = Number(params.get('pet_type'));
  if (skip && Number.isInteger(type) && type >= 1 && type <= 5) {
    return {
      ...draft,
      step: { kind: 'breed' },
      petTypeChoice: type === 5 ? 'other' : String(type),
      petTypeSkipped: true,
    };
  }
  return draft;
}

export function AssessmentPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { draft, update } = useDraft(() => initialDraft(params));
  const petTypes = usePetTypes();
  const petTypeId = petTypeIdOf(draft);
  const choiceQuestions = useChoiceQuestions(draft.step.kind === 'petType' ? null : petTypeId);
  const submit = useSubmitAssessment();
  const [pictures] = useState(() => [...ILLUSTRATIONS].sort(() => Math.random() - 0.5));
  const topRef = useRef<HTMLDivElement>(null);
  const go = (step: Step, patch: Partial<Draft> = {}) => update({ ...patch, step });

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
        setTimeout(() => navigate(`/results/${created.id}`), REDIRECT_AFTER_SUBMIT_MS);
      },
      onError: (err) =>
        toast({ title: 'Assessment submission failed', description: errorMessage(err), variant: 'destructive' }),
    });
  };

  const afterTexts = (current: Draft) => {
    if (!needsChoiceFallback(current)) return send(current);
    const questions = choiceQuestions.data ?? [];
    if (questions.length === 0) return send(current);
    go({ kind: 'choices', index: 0 }, { choices: [] });
  };

  const back = () => {
    const s = draft.step;
    switch (s.kind) {
      case 'petType':
        return navigate('/');
      case 'breed':
        return draft.petTypeSkipped ? navigate('/') : go({ kind: 'petType' });
      case 'age':
        return go({ kind: 'breed' });
      case 'name':
        return go({ kind: 'age' });
      case 'rescue':
        return go({ kind: 'name' });
      case 'text':
        return go(s.index === 0 ? { kind: 'rescue' } : { kind: 'text', index: s.index - 1 });
      case 'choices':
        return go(
          s.index === 0 ? { kind: 'text', index: TEXT_QUESTIONS.length - 1 } : { kind: 'choices', index: s.index - 1 },
          {
            choices: draft.choices.slice(0, -1),
          },
        );
    }
  };

  const step = draft.step;
  const number = questionNumber(step);
  const frame = { number, total: TOTAL_QUESTIONS, illustration: pictures[(number - 1) % pictures.length]! };
  const pending = submit.isPending || submit.isSuccess;

  let body;
  if (step.kind === 'petType' && petTypes.isLoading) body = <FullPageSpinner label="Loading pet types..." />;
  else if (step.kind === 'choices' && choiceQuestions.isLoading)
    body = <FullPageSpinner label="Loading questions..." />;
  else if (step.kind === 'petType')
    body = (
      <PetTypeStep
        frame={frame}
        draft={draft}
        petTypes={petTypes.data ?? []}
        update={update}
        onNext={() =>
          go(
            { kind: 'breed' },
            draft.petTypeChoice === 'other' && !draft.breed ? { breed: draft.otherType.trim().slice(0, 100) } : {},
          )
        }
      />
    );
  else if (step.kind === 'breed')
    body = <BreedStep frame={frame} draft={draft} update={update} onNext={() => go({ kind: 'age' })} />;
  else if (step.kind === 'age')
    body = <AgeStep frame={frame} draft={draft} update={update} onNext={() => go({ kind: 'name' })} />;
  else if (step.kind === 'name')
    body = <NameStep frame={frame} draft={draft} update={update} onNext={() => go({ kind: 'rescue' })} />;
  else if (step.kind === 'rescue')
    body = <RescueStep frame={frame} draft={draft} update={update} onNext={() => go({ kind: 'text', index: 0 })} />;
  else if (step.kind === 'text')
    body = (
      <TextStep
        frame={frame}
        draft={draft}
        index={step.index}
        update={update}
        pending={pending}
        onNext={() =>
          step.index < TEXT_QUESTIONS.length - 1 ? go({ kind: 'text', index: step.index + 1 }) : afterTexts(draft)
        }
      />
    );
  else {
    const questions = choiceQuestions.data ?? [];
    const question = questions[step.index];
    body = question ? (
      <ChoiceStep
        key={question.id}
        frame={frame}
        question={question}
        pending={pending}
        isLast={step.index === questions.length - 1}
        onNext={(optionId) => {
          const next = { ...draft, choices: [...draft.choices, { questionId: question.id, optionId }] };
          if (step.index < questions.length - 1)
            go({ kind: 'choices', index: step.index + 1 }, { choices: next.choices });
          else {
            update({ choices: next.choices });
            send(next);
          }
        }}
      />
    ) : (
      <AutoContinue onContinue={() => send(draft)} />
    );
  }

  return (
    <div className="flex flex-1 flex-col">
      <header className="sticky top-0 z-20 flex items-center gap-2 bg-cream/95 px-3 py-3 backdrop-blur">
        <Button variant="ghost" size="icon" aria-label="Go back" onClick={back} disabled={pending}>
          <ArrowLeft aria-hidden />
        </Button>
        <h1 className="text-xl">Pet Assessment</h1>
      </header>
      <main ref={topRef} tabIndex={-1} className="flex flex-1 flex-col outline-none" aria-live="polite">
        {body}
      </main>
    </div>
  );
}

/** When the pet type has no multiple-choice questions the screen continues by itself. */
function AutoContinue({ onContinue }: { onContinue: () => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    onContinue();
  }, [onContinue]);
  return <FullPageSpinner label="Loading pet profile..." />;
}
