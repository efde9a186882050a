/** Questions 6-16: the eleven free-text questions, one component; an answer may be empty. */
import { useId } from 'react';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/input.tsx';
import { TEXT_QUESTIONS, withPetName } from '#shared/questions.ts';
import { TEXT_ANSWER_MAX } from '#shared/rules/assessments.ts';
import { NextButton, StepFrame, type StepProps } from '../step-frame';

export function TextStep({ frame, draft, update, onNext, index, pending }: StepProps) {
  const id = useId();
  const q = TEXT_QUESTIONS[index]!;
  const value = draft.texts[index] ?? '';
  const last = index === TEXT_QUESTIONS.length - 1;
  return (
    <StepFrame
      {...frame}
      title={withPetName(q.prompt, draft.name)}
      hint={withPetName(q.hint, draft.name)}
      footer={
        <NextButton disabled={pending} onClick={() => onNext()}>
          {pending ? 'Processing...' : last ? 'See My Results' : 'Next'}
        </NextButton>
      }
    >
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Your answer</Label>
        <Textarea
          id={id}
          rows={6}
          maxLength={TEXT_ANSWER_MAX}
          placeholder="In your own words... (you can skip this one)"
          value={value}
          aria-describedby={`${id}-count`}
          onChange={(e) =>
            update({ texts: draft.texts.map((t, i) => (i === index ? e.target.value.slice(0, TEXT_ANSWER_MAX) : t)) })
          }
        />
        <p id={`${id}-count`} className="text-right text-sm text-muted">
          {value.length}/{TEXT_ANSWER_MAX} characters
        </p>
      </div>
    </StepFrame>
  );
}
