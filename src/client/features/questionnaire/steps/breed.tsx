/** Question 2: breed or species, required, at most 100 characters with a counter. */
import { useId, useState } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { FieldError, Label } from '#client/components/ui/label.tsx';
import { stepSchemas } from '#shared/contracts/assessments.ts';
import { BREED_MAX } from '#shared/rules/assessments.ts';
import type { Draft } from '../draft';
import { NextButton, stepError, StepFrame, type StepProps } from '../step-frame';

/** 'Breed or species required' when blank. */
export function breedError(draft: Draft): string {
  return stepError(stepSchemas.breed, { petBreed: draft.breed });
}

export function BreedStep({ frame, draft, update, onNext }: StepProps) {
  const id = useId();
  const [error, setError] = useState('');
  const next = () => {
    const message = breedError(draft);
    if (message) return setError(message);
    onNext();
  };
  return (
    <StepFrame
      {...frame}
      title="What breed or species is your pet?"
      hint="Mixed breed, rescue mystery or exact pedigree: all welcome."
      footer={<NextButton onClick={next} />}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Breed or species</Label>
        <Input
          id={id}
          maxLength={BREED_MAX}
          placeholder="e.g. Labrador mix, Maine Coon, Budgie"
          value={draft.breed}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count ${id}-error`}
          onChange={(e) => {
            setError('');
            update({ breed: e.target.value.slice(0, BREED_MAX) });
          }}
          onKeyDown={(e) => e.key === 'Enter' && next()}
        />
        <p id={`${id}-count`} className="text-right text-sm text-muted">
          {draft.breed.length}/{BREED_MAX} characters
        </p>
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
    </StepFrame>
  );
}
