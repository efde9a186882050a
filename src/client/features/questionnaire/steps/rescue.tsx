/** Question 5: is the pet a rescue? Yes or No. */
import { useState } from 'react';
import { Check } from 'lucide-react';
import { FieldError } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/utils.ts';
import { stepSchemas } from '#shared/contracts/assessments.ts';
import type { Draft } from '../draft';
import { NextButton, stepError, StepFrame, type StepProps } from '../step-frame';

/** 'Please make a selection' until Yes or No is chosen. */
export function rescueError(draft: Draft): string {
  return stepError(stepSchemas.rescue, { petIsRescue: draft.rescue === '' ? undefined : draft.rescue === 'yes' });
}

export function RescueStep({ frame, draft, update, onNext }: StepProps) {
  const [error, setError] = useState('');
  const next = () => {
    const message = rescueError(draft);
    if (message) return setError(message);
    onNext();
  };
  const name = draft.name.trim() || 'your pet';
  return (
    <StepFrame
      {...frame}
      title={`Is ${name} a rescue?`}
      hint="Adopted from a shelter, rescue or found as a stray."
      footer={<NextButton onClick={next} />}
    >
      <div role="radiogroup" aria-label="Rescue" className="grid grid-cols-2 gap-3">
        {(['yes', 'no'] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="radio"
            aria-checked={draft.rescue === v}
            onClick={() => {
              setError('');
              update({ rescue: v });
            }}
            className={cn(
              'flex min-h-16 items-center justify-center gap-2 rounded-2xl border-2 bg-white text-lg font-extrabold transition-colors',
              draft.rescue === v
                ? 'border-primary bg-primary-soft text-primary-strong'
                : 'border-sand text-ink hover:border-primary-light',
            )}
          >
            {draft.rescue === v ? <Check aria-hidden className="size-5" /> : null}
            {v === 'yes' ? 'Yes' : 'No'}
          </button>
        ))}
      </div>
      <FieldError>{error}</FieldError>
    </StepFrame>
  );
}
