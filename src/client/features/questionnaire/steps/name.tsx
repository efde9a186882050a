/** Question 4: the pet's name, and an optional photo cropped square. */
import { useId, useState } from 'react';
import { Camera, ImagePlus, X } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { FieldError, Label } from '#client/components/ui/label.tsx';
import { usePhotoPicker } from '#client/components/photo-picker.tsx';
import { stepSchemas } from '#shared/contracts/assessments.ts';
import { PET_NAME_MAX } from '#shared/rules/assessments.ts';
import type { Draft } from '../draft';
import { NextButton, stepError, StepFrame, type StepProps } from '../step-frame';

/** 'Pet name required' when blank. */
export function nameError(draft: Draft): string {
  return stepError(stepSchemas.name, { petName: draft.name });
}

export function NameStep({ frame, draft, update, onNext }: StepProps) {
  const id = useId();
  const [error, setError] = useState('');
  const photo = usePhotoPicker((dataUrl) => update({ photo: dataUrl }), 'Choose a photo');
  const next = () => {
    const message = nameError(draft);
    if (message) return setError(message);
    onNext();
  };
  return (
    <StepFrame
      {...frame}
      title="What's your pet's name?"
      hint="Add a photo too, if you like."
      footer={<NextButton onClick={next} />}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Pet name</Label>
        <Input
          id={id}
          maxLength={PET_NAME_MAX}
          autoComplete="off"
          placeholder="e.g. Biscuit"
          value={draft.name}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(e) => {
            setError('');
            update({ name: e.target.value });
          }}
          onKeyDown={(e) => e.key === 'Enter' && next()}
        />
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
      <div className="flex items-center gap-4">
        {draft.photo ? (
          <img
            src={draft.photo}
            alt={`Photo of ${draft.name || 'your pet'}`}
            className="size-24 shrink-0 rounded-full object-cover ring-4 ring-primary-soft"
          />
        ) : (
          <span className="flex size-24 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
            <Camera aria-hidden className="size-9" />
          </span>
        )}
        <div className="grid min-w-0 gap-2">
          {photo.input}
          <Button variant="secondary" size="sm" onClick={photo.open}>
            <ImagePlus aria-hidden /> {draft.photo ? 'Change photo' : 'Add a photo'}
          </Button>
          {draft.photo ? (
            <Button variant="ghost" size="sm" onClick={() => update({ photo: null })}>
              <X aria-hidden /> Remove photo
            </Button>
          ) : null}
        </div>
      </div>
      {photo.dialog}
    </StepFrame>
  );
}
