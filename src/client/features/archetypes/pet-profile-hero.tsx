import { Bird, Cat, Dog, PawPrint, Rabbit, type LucideIcon } from 'lucide-react';
import type { AssessmentResult } from '#shared/contracts/assessments.ts';
import { CodeLetters } from '#client/components/code-letters.tsx';
import { archetypePicture } from '#shared/archetype-pictures.ts';

const SPECIES_ICONS: Record<number, LucideIcon> = { 1: Dog, 2: Cat, 3: Bird, 4: Rabbit };

/** The pet's photo (or a species icon), the profile heading and the archetype's title and code. */
export function PetProfileHero({ assessment }: { assessment: AssessmentResult['assessment'] }) {
  const Icon = SPECIES_ICONS[assessment.petTypeId] ?? PawPrint;
  const title = assessment.archetype?.title || assessment.archetype?.name || assessment.archetypeName;
  const code = assessment.archetypeCode ?? assessment.archetype?.code ?? '';
  const picture = code.length === 4 ? archetypePicture(code, assessment.petTypeId) : null;
  // For 'Other' the type is what the owner typed, often the same words as the breed/species answer.
  const breed =
    assessment.petBreed?.toLowerCase() === assessment.petTypeName.toLowerCase() ? null : assessment.petBreed;
  return (
    <section aria-labelledby="profile-title" className="overflow-hidden rounded-card bg-white shadow-card">
      <div className="relative h-24 bg-primary-soft">
        <div aria-hidden className="absolute inset-0 bg-[url(/api/assets/paw-pattern-bg)] bg-[length:140px]" />
      </div>
      <div className="-mt-14 grid justify-items-center px-5 pb-5 text-center">
        {assessment.petPhoto ? (
          <img
            src={assessment.petPhoto}
            alt={`Photo of ${assessment.petName}`}
            className="relative size-28 rounded-full bg-cream object-cover ring-4 ring-white shadow-card"
          />
        ) : (
          <span
            role="img"
            aria-label={`${assessment.petTypeName || 'Pet'} placeholder`}
            className="relative grid size-28 place-items-center rounded-full bg-cream text-primary ring-4 ring-white shadow-card"
          >
            <Icon aria-hidden className="size-14" />
          </span>
        )}
        <h1 id="profile-title" className="mt-3 text-2xl leading-tight [overflow-wrap:anywhere]">
          {`${assessment.petName} Personality Profile`}
        </h1>
        {assessment.petTypeName ? (
          <p className="mt-1 text-sm font-bold text-muted [overflow-wrap:anywhere]">
            {[assessment.petTypeName, breed].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        <div className="mt-4 w-full rounded-2xl bg-cream p-4 ring-1 ring-sand">
          {picture ? (
            <img src={picture.src} alt={picture.alt} width={256} height={256} className="mx-auto mb-2 size-32" />
          ) : null}
          <p className="text-xs font-extrabold tracking-widest text-teal uppercase">Archetype</p>
          <p className="mt-1 flex items-center justify-center gap-2 text-2xl font-extrabold">
            <span>{title || 'Not yet known'}</span>
            {code ? (
              <span className="rounded-md bg-ink px-2 py-0.5 text-sm font-black tracking-wider text-white">{code}</span>
            ) : null}
          </p>
          {code.length === 4 ? <CodeLetters code={code} /> : null}
        </div>
      </div>
    </section>
  );
}
