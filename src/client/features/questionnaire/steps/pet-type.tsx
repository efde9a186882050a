/** Question 1: the pet type, from the list or 'Other (specify)'. */
import { useId } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { FullPageSpinner } from '#client/components/ui/spinner.tsx';
import { useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import * as catalogRoutes from '#shared/routes/catalog.generated.ts';
import { stepSchemas } from '#shared/contracts/assessments.ts';
import { BREED_MAX } from '#shared/rules/assessments.ts';
import { OTHER_PET_TYPE_ID } from '#shared/pet-types.ts';
import { petTypeIdOf, type Draft } from '../draft';
import { NextButton, selectClass, stepError, StepFrame, type StepProps } from '../step-frame';

/** Continue is enabled only with a listed type, or 'Other (specify)' with its text. */
export function petTypeError(draft: Draft): string {
  return stepError(stepSchemas.petType, { petTypeId: petTypeIdOf(draft) ?? 0, otherType: draft.otherType });
}

export function PetTypeStep({ frame, draft, update, onNext }: StepProps) {
  const id = useId();
  const petTypes = useEndpointQuery(catalogRoutes.listPetTypes, {}, { staleTime: Infinity });
  if (petTypes.isLoading) return <FullPageSpinner label="Loading pet types..." />;
  const ready = petTypeError(draft) === '';
  const listed = (petTypes.data ?? []).filter((p) => p.id !== OTHER_PET_TYPE_ID);
  // The text typed for 'Other' pre-fills the breed/species answer (decision 0008).
  const next = () =>
    onNext(
      draft.petTypeChoice === 'other' && !draft.breed ? { breed: draft.otherType.trim().slice(0, BREED_MAX) } : {},
    );
  return (
    <StepFrame
      {...frame}
      title="What kind of pet do you have?"
      footer={<NextButton disabled={!ready} onClick={next} />}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Pet type</Label>
        <select
          id={id}
          className={selectClass}
          value={draft.petTypeChoice}
          onChange={(e) => update({ petTypeChoice: e.target.value })}
        >
          <option value="" disabled>
            Choose a pet type
          </option>
          {listed.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
          <option value="other">Other (specify)</option>
        </select>
      </div>
      {draft.petTypeChoice === 'other' ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-other`}>What kind of animal?</Label>
          <Input
            id={`${id}-other`}
            maxLength={BREED_MAX}
            placeholder="e.g. Guinea pig, ferret, tortoise"
            value={draft.otherType}
            onChange={(e) => update({ otherType: e.target.value })}
          />
        </div>
      ) : null}
    </StepFrame>
  );
}
