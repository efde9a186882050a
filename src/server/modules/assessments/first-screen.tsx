/**
 * The result page's first screen, drawn by the server into the page's HTML (docs/decisions/0056): the
 * results header, the pet's card (photo or species icon, name, type, breed) and the answer (the
 * species' picture, the code and the title), in the same markup and classes as the app's own
 * (src/client/features/results: results-page.tsx, pet-profile-card.tsx). It is painted as soon as the
 * stylesheet has arrived, before the app's scripts have run; the app removes it in the frame where it
 * shows the same screen itself. It is a picture of the screen, not the screen: hidden from assistive
 * technology and not tappable (the app's own screen is both, a moment later).
 *
 * tests/e2e/result-first-screen.spec.ts holds the two in step: each element here sits where the app's
 * own is, at 320, 390 and 430 px, for a long name, a photo and each kind of pet.
 */
import { Bird, Camera, Cat, Dog, Home, MessagesSquare, PawPrint, Pencil, Rabbit, Share2 } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { archetypePicture } from '#shared/archetype-pictures.ts';
import type { AssessmentResult } from '#shared/contracts/assessments.ts';
import { FIRST_SCREEN_ID } from '#shared/rules/assessments.ts';

/** buttonVariants({ variant: 'ghost', size: 'icon' }) of the app's Button. */
const ICON_BUTTON =
  'inline-flex items-center justify-center gap-2 text-center font-bold transition-colors select-none [&_svg]:size-5 [&_svg]:shrink-0 text-ink size-11 shrink-0 p-0 rounded-full';
const CARD = 'rounded-card bg-white shadow-card';

type Shown = AssessmentResult['assessment'];

function PetIcon({ petTypeName }: { petTypeName: string }) {
  const Icon = { Dog, Cat, Bird, Rabbit }[petTypeName] ?? PawPrint;
  return <Icon aria-hidden className="size-9" />;
}

function FirstScreen({ assessment }: { assessment: Shown }) {
  const picture = archetypePicture(assessment.archetype.code, assessment.petTypeId);
  const breed =
    assessment.petBreed && assessment.petBreed.toLowerCase() !== assessment.petTypeName.toLowerCase()
      ? assessment.petBreed
      : null;
  return (
    <div
      id={FIRST_SCREEN_ID}
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 z-[150] overflow-hidden bg-sand"
    >
      <div className="relative mx-auto flex min-h-dvh w-full max-w-[440px] flex-col bg-cream shadow-xl">
        <header className="sticky top-0 z-20 flex items-center gap-1 bg-cream/95 px-3 py-3 backdrop-blur">
          <span className={ICON_BUTTON}>
            <Home aria-hidden />
          </span>
          <p className="mr-auto text-lg font-black text-primary-strong">Your Results</p>
          <span className={ICON_BUTTON}>
            <MessagesSquare aria-hidden />
          </span>
          <span className={ICON_BUTTON}>
            <Share2 aria-hidden />
          </span>
        </header>
        <main className="grid gap-5 px-4 pb-10">
          <div className="grid gap-3">
            <section className={`${CARD} flex items-center gap-4 p-4`}>
              <span className="group relative shrink-0 rounded-full">
                {assessment.petPhoto ? (
                  <img
                    src={assessment.petPhoto}
                    alt=""
                    width={96}
                    height={96}
                    className="size-24 rounded-full object-cover ring-4 ring-primary-soft"
                  />
                ) : (
                  <span className="flex size-24 flex-col items-center justify-center rounded-full bg-primary-soft text-primary-strong">
                    <PetIcon petTypeName={assessment.petTypeName} />
                    <span className="text-xs font-extrabold whitespace-nowrap">Add Photo</span>
                  </span>
                )}
                {assessment.petPhoto ? (
                  <span className="absolute right-0 bottom-0 flex size-8 items-center justify-center rounded-full bg-primary text-white shadow">
                    <Camera aria-hidden className="size-4" />
                  </span>
                ) : null}
              </span>
              <div className="min-w-0 flex-1">
                <div className="relative min-h-10">
                  <h1 className="pt-1 text-xl leading-tight [overflow-wrap:anywhere] min-[380px]:text-2xl">
                    <span aria-hidden className="float-right ml-1 h-6 w-11" />
                    {assessment.petName}
                  </h1>
                  <span className="absolute -top-1 right-0 inline-flex size-11 items-center justify-center rounded-full text-muted">
                    <Pencil aria-hidden className="size-4" />
                  </span>
                </div>
                <span className="mt-1 inline-block max-w-full rounded-xl [overflow-wrap:anywhere] bg-teal-soft px-3 py-1 text-sm font-extrabold text-teal">
                  {assessment.petTypeName}
                </span>
                {breed ? <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">{breed}</p> : null}
              </div>
            </section>
            {assessment.archetypeName ? (
              <section className="flex items-center gap-4 rounded-card bg-primary-soft p-4 shadow-card">
                <img
                  src={picture.src}
                  alt=""
                  width={256}
                  height={256}
                  fetchPriority="high"
                  className="size-32 shrink-0"
                />
                <div className="min-w-0">
                  <p className="text-sm font-extrabold tracking-widest text-teal uppercase">
                    {assessment.archetype.code}
                  </p>
                  <h2 className="text-2xl leading-tight [overflow-wrap:anywhere]">The {assessment.archetypeName}</h2>
                </div>
              </section>
            ) : null}
          </div>
        </main>
      </div>
    </div>
  );
}

/** The first screen's markup (React escapes every text and attribute). */
export function firstScreenHtml(assessment: Shown): string {
  return renderToStaticMarkup(<FirstScreen assessment={assessment} />);
}
