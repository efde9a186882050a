/** Question 3: age in whole years or 'I don't know', and an optional birthday. */
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { FieldError, Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { stepSchemas } from '#shared/contracts/assessments.ts';
import { PET_AGE_MAX, STEP_MESSAGES } from '#shared/rules/assessments.ts';
import type { Draft } from '../draft';
import { NextButton, selectClass, stepError, StepFrame, type StepProps } from '../step-frame';
import { buildSubmission } from '../submission';
import { MONTH_NAMES as MONTHS } from '#shared/months.ts';

/** "Please enter your pet's age or select 'I don't know'" unless 0-PET_AGE_MAX or unknown (checked as submitted). */
export function ageError(draft: Draft): string {
  return stepError(stepSchemas.age, buildSubmission(draft));
}

export function AgeStep({ frame, draft, update, onNext }: StepProps) {
  const id = useId();
  const [error, setError] = useState('');
  // The 'Pet age required' toast goes as soon as the age is valid, and when the step is left.
  const ageToast = useRef<{ dismiss: () => void } | null>(null);
  const valid = ageError(draft) === '';
  useEffect(() => {
    if (valid) ageToast.current?.dismiss();
  }, [valid]);
  useEffect(() => {
    const shown = ageToast; // the ref itself: its toast at the time the step is left
    return () => shown.current?.dismiss();
  }, []);
  const next = () => {
    const message = ageError(draft);
    if (message) {
      setError(message);
      ageToast.current = toast({ title: STEP_MESSAGES.age.title, description: message, variant: 'destructive' });
      return;
    }
    onNext();
  };
  return (
    <StepFrame
      {...frame}
      title="How old is your pet?"
      hint="In whole years; 0 for a baby under one."
      footer={<NextButton onClick={next} />}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Age in years</Label>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={PET_AGE_MAX}
          step={1}
          placeholder="e.g. 4"
          disabled={draft.ageUnknown}
          value={draft.age}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(e) => {
            setError('');
            update({ age: e.target.value.replace(/[^\d]/g, '').slice(0, 3), ageUnknown: false });
          }}
        />
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
      <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl bg-white px-4 shadow-card">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={draft.ageUnknown}
          onChange={(e) => {
            setError('');
            update(
              e.target.checked ? { ageUnknown: true, age: '', birthMonth: '', birthDay: '' } : { ageUnknown: false },
            );
          }}
        />
        <span className="font-semibold">I don&apos;t know my pet&apos;s age</span>
      </label>
      <fieldset className="grid gap-1.5" disabled={draft.ageUnknown}>
        <legend className="mb-1.5 text-sm font-bold">Birthday (optional)</legend>
        <div className="grid grid-cols-[1.4fr_1fr] gap-3">
          <select
            aria-label="Birth month"
            className={selectClass}
            value={draft.birthMonth}
            onChange={(e) => update({ birthMonth: e.target.value })}
          >
            <option value="">Month</option>
            {MONTHS.map((m, i) => (
              <option key={m} value={String(i + 1)}>
                {m}
              </option>
            ))}
          </select>
          <select
            aria-label="Birth day"
            className={selectClass}
            value={draft.birthDay}
            onChange={(e) => update({ birthDay: e.target.value })}
          >
            <option value="">Day</option>
            {Array.from({ length: 31 }, (_, i) => (
              <option key={i} value={String(i + 1)}>
                {i + 1}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
    </StepFrame>
  );
}
