import { useState } from 'react';
import { Camera, Pencil } from 'lucide-react';
import { Card } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PetIcon } from '#client/components/pet-icon.tsx';
import { usePhotoPicker } from '#client/components/photo-picker.tsx';
import type { AssessmentResult } from '#shared/contracts/assessments.ts';
import { PET_NAME_MAX } from '#shared/rules/assessments.ts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { ASSESSMENTS_KEY, assessmentKey } from '#client/api/assessments.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useEndpointMutation } from '#client/lib/endpoint-hooks.ts';
import * as assessmentsRoutes from '#shared/routes/assessments.generated.ts';

/** Photo (click to change through the crop dialog), inline name editing and the type badge. */
export function PetProfileCard({ assessment }: { assessment: AssessmentResult['assessment'] }) {
  const qc = useQueryClient();
  const key = assessmentKey(assessment.id);
  const update = useEndpointMutation(assessmentsRoutes.updateAssessment, {
    input: (body: { petName?: string; petPhoto?: string }) => ({ params: { id: String(assessment.id) }, body }),
    onSuccess: (result) => {
      qc.setQueryData(key, result);
      void qc.invalidateQueries({ queryKey: key });
      void qc.invalidateQueries({ queryKey: ASSESSMENTS_KEY });
      toast({ title: 'Success', description: 'Pet information updated successfully!', variant: 'success' });
    },
    onError: (err) =>
      toast({
        title: 'Error',
        description: `Failed to update pet information: ${errorMessage(err)}`,
        variant: 'destructive',
      }),
  });
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(assessment.petName);
  const photo = usePhotoPicker((dataUrl) => update.mutate({ petPhoto: dataUrl }), 'Choose a new photo');

  const save = () => {
    setEditing(false);
    const trimmed = name.trim();
    if (!trimmed || trimmed === assessment.petName) {
      setName(assessment.petName);
      return;
    }
    update.mutate({ petName: trimmed });
  };
  return (
    <Card className="flex items-center gap-4 p-4">
      {photo.input}
      <button
        type="button"
        onClick={photo.open}
        aria-label={assessment.petPhoto ? `Change ${assessment.petName}'s photo` : `Add Photo of ${assessment.petName}`}
        className="group relative shrink-0 rounded-full"
      >
        {assessment.petPhoto ? (
          <img
            src={assessment.petPhoto}
            alt={`${assessment.petName}`}
            width={96}
            height={96}
            className="size-24 rounded-full object-cover ring-4 ring-primary-soft"
          />
        ) : (
          <span className="flex size-24 flex-col items-center justify-center rounded-full bg-primary-soft text-primary-strong">
            <PetIcon petTypeName={assessment.petTypeName} className="size-9" />
            <span className="text-xs font-extrabold whitespace-nowrap">Add Photo</span>
          </span>
        )}
        {/* The camera badge marks a photo as changeable; without one the 'Add Photo' label says it (the badge clipped it). */}
        {assessment.petPhoto ? (
          <span className="absolute right-0 bottom-0 flex size-8 items-center justify-center rounded-full bg-primary text-white shadow">
            <Camera aria-hidden className="size-4" />
          </span>
        ) : null}
      </button>
      <div className="min-w-0 flex-1">
        {editing ? (
          <Input
            autoFocus
            aria-label="Pet name"
            maxLength={PET_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={save}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.currentTarget.blur();
              if (e.key === 'Escape') {
                setName(assessment.petName);
                setEditing(false);
              }
            }}
          />
        ) : (
          <div className="relative min-h-10">
            {/* A long name wraps at its spaces, never scrolls the page sideways nor hides its end: the
                pencil takes the first line's corner only (an empty float keeps its place), and the
                lines below use the column's whole width, so on a 320 px phone the words stay whole. */}
            <h1 className="pt-1 text-xl leading-tight [overflow-wrap:anywhere] min-[380px]:text-2xl">
              <span aria-hidden className="float-right ml-1 h-6 w-11" />
              {assessment.petName}
            </h1>
            <button
              type="button"
              aria-label="Edit name"
              onClick={() => {
                setName(assessment.petName);
                setEditing(true);
              }}
              className="absolute -top-1 right-0 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-sand"
            >
              <Pencil aria-hidden className="size-4" />
            </button>
          </div>
        )}
        <span className="mt-1 inline-block max-w-full rounded-xl [overflow-wrap:anywhere] bg-teal-soft px-3 py-1 text-sm font-extrabold text-teal">
          {assessment.petTypeName}
        </span>
        {assessment.petBreed && assessment.petBreed.toLowerCase() !== assessment.petTypeName.toLowerCase() ? (
          <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">{assessment.petBreed}</p>
        ) : null}
      </div>
      {photo.dialog}
    </Card>
  );
}
