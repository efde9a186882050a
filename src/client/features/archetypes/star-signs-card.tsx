import { lazy, Suspense, useState } from 'react';
import { Cake, MoonStar, Orbit } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { starSignFor } from '#shared/star-signs.ts';
import type { ArchetypeDetails } from '#shared/contracts/archetypes.ts';
import { InfoCard, NotAvailable } from './info-card';
import { localStarSigns } from './star-sign-rows.ts';

export interface PetBirthday {
  petName: string;
  month: number | null;
  day: number | null;
}

/** The dialog (Radix Dialog, and the call with its Zod check) loads when its button is first pressed. */
const StarSignsDialog = lazy(async () => ({ default: (await import('./star-signs-dialog.tsx')).StarSignsDialog }));

const learnMoreButton = (onClick?: () => void) => (
  <Button variant="secondary" className="w-full" onClick={onClick}>
    <Orbit aria-hidden /> Learn More About Star Signs
  </Button>
);

/** The archetype's matching signs, the pet's own sign when its birthday is known, and the dialog. */
export function StarSignsCard({ details, birthday }: { details: ArchetypeDetails; birthday?: PetBirthday }) {
  const [wanted, setWanted] = useState(false);
  const [openAtMount, setOpenAtMount] = useState(false);
  const own = birthday ? starSignFor(birthday.month, birthday.day) : undefined;
  const signs = localStarSigns(details.starSigns);
  const ownMatches = own ? details.starSigns.some((s) => s.toLowerCase() === own.name.toLowerCase()) : false;
  return (
    <InfoCard icon={MoonStar} title="Matching Star Signs" tone="teal">
      {signs.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Star signs that match this archetype">
          {signs.map((s) => (
            <li key={s.name} className="rounded-2xl bg-teal-soft/70 px-3 py-2">
              <span className="block leading-tight font-extrabold text-ink">{s.name}</span>
              <span className="block text-xs font-semibold text-muted">{s.dates}</span>
            </li>
          ))}
        </ul>
      ) : (
        <NotAvailable what="Star sign" />
      )}
      {own && birthday ? (
        <p className="flex items-start gap-2 rounded-2xl bg-cream p-3 text-sm ring-1 ring-sand">
          <Cake aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            <strong>
              {birthday.petName} is a {own.name}
            </strong>{' '}
            ({own.dates}).{' '}
            {ownMatches
              ? 'That is one of the signs that match this personality!'
              : `Not one of the usual matches for a ${details.name}, which makes ${birthday.petName} one of a kind.`}
          </span>
        </p>
      ) : null}
      {wanted ? (
        <Suspense fallback={learnMoreButton()}>
          <StarSignsDialog
            key={details.starSigns.join(',')}
            archetypeTitle={details.name}
            starSigns={details.starSigns}
            trigger={learnMoreButton()}
            defaultOpen={openAtMount}
            onMountedOpen={() => setOpenAtMount(false)}
          />
        </Suspense>
      ) : (
        learnMoreButton(() => {
          setWanted(true);
          setOpenAtMount(true);
        })
      )}
    </InfoCard>
  );
}
