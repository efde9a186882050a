import { CodeLetters } from '#client/components/code-letters.tsx';
/**
 * /shared/{id}: the public, signed-out-safe view of an assessment its owner chose to share
 * (only after its owner chose Share Results). No owner data, no text answers.
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { calendarDate } from '#client/lib/time-ago.ts';
import { CalendarDays, CircleAlert, Eye, PawPrint, SearchX, Sparkles } from 'lucide-react';
import { AppHeader } from '#client/components/app-header.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cn } from '#client/lib/utils.ts';
import { archetypeById } from '#shared/archetypes.ts';
import type { SharedAssessment } from '#shared/contracts/assessments.ts';
import { PetAvatar } from '#client/components/assessments/pet-avatar.tsx';
import { Recommendations } from '#client/components/recommendations.tsx';
import { useSharedAssessment } from '#client/api/assessments.ts';
import { TraitMeters } from '#client/components/trait-meters.tsx';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { archetypePicture } from '#shared/archetype-pictures.ts';

export function SharedPage() {
  const { id } = useParams();
  const state = useSharedAssessment(id);
  return (
    <>
      <AppHeader />
      <main className="flex flex-1 flex-col gap-5 px-5 pb-8">
        {state.status === 'loading' ? (
          <div className="flex min-h-[50vh] items-center justify-center">
            <Spinner className="size-10" label="Loading shared results" />
          </div>
        ) : state.status === 'ready' ? (
          <SharedResults data={state.data} />
        ) : state.status === 'not-found' ? (
          <SharedMessage
            icon={<SearchX aria-hidden className="size-8" />}
            title="Results not found"
            text="This assessment may have been deleted or the link may be incorrect."
          />
        ) : (
          <SharedMessage
            icon={<CircleAlert aria-hidden className="size-8" />}
            title="Error Loading Results"
            text="Sorry, we couldn't load these results. The assessment may have been deleted or is no longer available."
          />
        )}
      </main>
      <footer className="border-t border-sand px-5 py-6 text-center text-sm text-muted">
        © 2025 PawType. All rights reserved.
      </footer>
    </>
  );
}

function SharedMessage({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="my-auto grid justify-items-center gap-3 rounded-card bg-white px-6 py-10 text-center shadow-card">
      <title>{`${title} · PawType`}</title>
      <span className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary-strong">{icon}</span>
      <h1 className="text-2xl">{title}</h1>
      <p className="max-w-[32ch] text-muted">{text}</p>
      <Link to={clientPaths.auth} className={buttonVariants({ className: 'mt-3' })}>
        <PawPrint aria-hidden /> Try PawType Yourself
      </Link>
    </div>
  );
}

function SharedResults({ data }: { data: SharedAssessment }) {
  const { assessment, traits, activities, careTips } = data;
  const code = (assessment.archetypeCode ?? archetypeById(assessment.archetypeId)?.code ?? '').toUpperCase();
  const date = new Date(assessment.date);
  return (
    <>
      <title>{`${assessment.petName} is a ${assessment.archetypeName} · PawType`}</title>
      <p className="flex items-center gap-3 rounded-2xl bg-teal-soft px-4 py-3 text-sm font-semibold text-ink">
        <Eye aria-hidden className="size-5 shrink-0 text-teal" />
        <span>
          You&apos;re viewing <strong className="font-extrabold">{assessment.petName}</strong>&apos;s shared assessment
        </span>
      </p>

      <section aria-labelledby="pet-name" className="overflow-hidden rounded-card bg-white shadow-card">
        <div className="relative h-24 bg-primary-soft">
          <div aria-hidden className="absolute inset-0 bg-[url(/api/assets/paw-pattern-bg)] bg-[length:140px]" />
        </div>
        <div className="-mt-14 grid justify-items-center px-5 pb-6 text-center">
          <PetAvatar
            petName={assessment.petName}
            petPhoto={assessment.petPhoto}
            petTypeName={assessment.petTypeName}
            className="relative size-28 shadow-card ring-4"
            iconClassName="size-14"
          />
          <h1 id="pet-name" className="mt-3 text-3xl leading-tight [overflow-wrap:anywhere]">
            {assessment.petName}
          </h1>
          <p className="mt-2 flex flex-wrap items-center justify-center gap-2 text-sm">
            <span className="max-w-full rounded-full bg-teal-soft px-3 py-1 font-extrabold text-teal [overflow-wrap:anywhere]">
              {assessment.petTypeName}
            </span>
            {Number.isNaN(date.getTime()) ? null : (
              <span className="inline-flex items-center gap-1 font-semibold text-muted">
                <CalendarDays aria-hidden className="size-4" />
                <time dateTime={assessment.date}>Assessed {calendarDate(date)}</time>
              </span>
            )}
          </p>
        </div>
      </section>

      <ArchetypeCard
        name={assessment.archetypeName}
        code={code}
        petTypeId={assessment.petTypeId}
        description={assessment.archetypeDescription}
      />

      {traits.length > 0 ? (
        <Card aria-labelledby="traits-title">
          <CardTitle id="traits-title">Personality Traits</CardTitle>
          <div className="mt-4">
            <TraitMeters traits={traits} />
          </div>
        </Card>
      ) : null}

      <Recommendations activities={activities} careTips={careTips} />

      <section
        aria-labelledby="try-title"
        className="relative overflow-hidden rounded-card bg-primary px-6 py-7 text-center text-white shadow-card"
      >
        <PawPrint aria-hidden className="absolute -right-6 -bottom-8 size-36 rotate-12 text-white/10" />
        <h2 id="try-title" className="relative text-2xl leading-tight">
          What&apos;s your pet&apos;s personality?
        </h2>
        <p className="relative mx-auto mt-2 max-w-[30ch]">
          Answer sixteen questions in your own words and meet your pet&apos;s archetype.
        </p>
        <Link
          to={clientPaths.auth}
          className={cn(
            buttonVariants({ size: 'lg' }),
            'relative mt-5 bg-white text-primary-strong hover:bg-primary-soft active:bg-primary-soft',
          )}
        >
          <PawPrint aria-hidden /> Try PawType for Your Pet
        </Link>
      </section>
    </>
  );
}

/** The archetype's picture, name, code (each letter with its pole) and its 'Your pet is:' description. */
function ArchetypeCard({
  name,
  code,
  petTypeId,
  description,
}: {
  name: string;
  code: string;
  petTypeId: number;
  description: string;
}) {
  const lines = description
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const intro = lines[0]?.endsWith(':') ? lines.shift() : undefined;
  return (
    <section aria-labelledby="archetype-title" className="overflow-hidden rounded-card bg-white shadow-card">
      {code ? (
        <div className="relative grid place-items-center bg-gradient-to-b from-primary-soft to-white px-6 pt-6">
          <img
            src={archetypePicture(code, petTypeId).src}
            alt={archetypePicture(code, petTypeId).alt}
            width={256}
            height={256}
            className="relative size-40 drop-shadow-md"
          />
        </div>
      ) : null}
      <div className="p-5 text-center">
        <p className="inline-flex items-center gap-1 text-sm font-extrabold tracking-widest text-teal uppercase">
          <Sparkles aria-hidden className="size-4" /> Personality archetype
        </p>
        <h2
          id="archetype-title"
          className="mt-1 flex flex-wrap items-center justify-center gap-2 text-3xl leading-tight"
        >
          {name}
          {code ? (
            <span className="rounded-lg bg-ink px-2 py-0.5 text-base font-black tracking-wider text-white">{code}</span>
          ) : null}
        </h2>
        {code.length === 4 ? <CodeLetters code={code} /> : null}
      </div>
      {lines.length > 0 ? (
        <div className="border-t border-sand bg-cream/60 p-5">
          {intro ? <p className="font-extrabold">{intro}</p> : null}
          <ul className="mt-3 grid gap-3">
            {lines.map((line) => {
              const [term, ...rest] = line.split(' - ');
              const detail = rest.join(' - ');
              return (
                <li key={line} className="flex items-start gap-2.5 leading-snug">
                  <PawPrint aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>
                    {detail ? (
                      <>
                        <strong className="font-extrabold">{term}</strong> – {detail}
                      </>
                    ) : (
                      line
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
