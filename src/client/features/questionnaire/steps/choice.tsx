/**
 * The multiple-choice fallback (decision 0008): the pet type's seeded questions, one per screen;
 * Next stays disabled until an option is chosen. Without questions the screen continues by itself.
 */
import { useEffect, useRef, useState } from 'react';
import { Check } from 'lucide-react';
import { FullPageSpinner } from '#client/components/ui/spinner.tsx';
import { useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import * as catalogRoutes from '#shared/routes/catalog.generated.ts';
import { cn } from '#client/lib/utils.ts';
import type { ChoiceQuestion } from '#shared/contracts/catalog.ts';
import { petTypeIdOf } from '../draft';
import { NextButton, StepFrame, type Frame, type StepProps } from '../step-frame';

export function ChoiceStep({ frame, draft, index, onNext, pending }: StepProps) {
  const petTypeId = petTypeIdOf(draft);
  const choiceQuestions = useEndpointQuery(
    catalogRoutes.listChoiceQuestions,
    { params: { petTypeId: String(petTypeId ?? 0) } },
    { enabled: petTypeId !== null, staleTime: Infinity },
  );
  if (choiceQuestions.isLoading) return <FullPageSpinner label="Loading questions..." />;
  const questions = choiceQuestions.data ?? [];
  const question = questions[index];
  if (!question) return <AutoContinue onContinue={() => onNext()} />;
  return (
    <ChoiceQuestionScreen
      // The selected option resets on each question change.
      key={question.id}
      frame={frame}
      question={question}
      pending={pending}
      isLast={index === questions.length - 1}
      first={index === 0}
      count={questions.length}
      onChoose={(optionId) => onNext({ choices: [...draft.choices, { questionId: question.id, optionId }] })}
    />
  );
}

function ChoiceQuestionScreen({
  frame,
  question,
  onChoose,
  isLast,
  first,
  count,
  pending,
}: {
  frame: Frame;
  question: ChoiceQuestion;
  onChoose: (optionId: number) => void;
  isLast: boolean;
  first: boolean;
  count: number;
  pending: boolean;
}) {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <StepFrame
      {...frame}
      illustration={question.imageUrl ?? frame.illustration}
      title={question.text}
      // The first screen's intro says it already.
      hint={first ? undefined : 'A few quick questions help us where the written answers were short.'}
      notice={first ? <ChoiceIntro count={count} /> : null}
      footer={
        <NextButton disabled={selected === null || pending} onClick={() => selected !== null && onChoose(selected)}>
          {pending ? 'Processing...' : isLast ? 'See My Results' : 'Next'}
        </NextButton>
      }
    >
      <div role="radiogroup" aria-label={question.text} className="grid gap-3">
        {question.options.map((o) => (
          <button
            key={o.id}
            type="button"
            role="radio"
            aria-checked={selected === o.id}
            onClick={() => setSelected(o.id)}
            className={cn(
              'flex min-h-14 items-center gap-3 rounded-2xl border-2 bg-white px-4 py-3 text-left font-semibold transition-colors',
              selected === o.id ? 'border-primary bg-primary-soft' : 'border-sand hover:border-primary-light',
            )}
          >
            <span
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full border-2',
                selected === o.id ? 'border-primary bg-primary text-white' : 'border-muted/40',
              )}
            >
              {selected === o.id ? <Check aria-hidden className="size-4" /> : null}
            </span>
            {o.text}
          </button>
        ))}
      </div>
    </StepFrame>
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

/**
 * The first multiple-choice screen says why it comes (after 'Question 16 of 16') and why its number
 * starts again from 7: these questions stand in for the written answers left blank.
 */
function ChoiceIntro({ count }: { count: number }) {
  return (
    <section aria-labelledby="choice-intro-title" className="rounded-card bg-teal-soft p-4 text-ink">
      <h2 id="choice-intro-title" className="text-base font-extrabold">
        A few quick taps to finish
      </h2>
      <p className="mt-1 text-sm">
        Several written answers were left blank, so{' '}
        {count === 1 ? 'one multiple-choice question takes' : `${count} multiple-choice questions take`} their place.
        They are numbered from question 7 again.
      </p>
    </section>
  );
}
