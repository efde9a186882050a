import { lazy, Suspense, useState } from 'react';
import { Sparkles, Trophy } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { ArchetypeDetails } from '#shared/contracts/archetypes.ts';
import { InfoCard, NotAvailable } from './info-card';

/** The dialog (Radix Dialog, and the call with its Zod check) loads when its button is first pressed. */
const FamousAnimalsDialog = lazy(async () => ({
  default: (await import('./famous-animals-dialog.tsx')).FamousAnimalsDialog,
}));

const moreButton = (onClick?: () => void) => (
  <Button variant="secondary" className="w-full" onClick={onClick}>
    <Sparkles aria-hidden /> More Famous Examples
  </Button>
);

/** The featured famous animal with its picture, and the dialog with more examples. */
export function FamousAnimalsCard({ details }: { details: ArchetypeDetails }) {
  const [wanted, setWanted] = useState(false);
  const [openAtMount, setOpenAtMount] = useState(false);
  const featured = details.famousAnimals.find((a) => a.featured) ?? details.famousAnimals[0];
  return (
    <InfoCard icon={Trophy} title="Famous Animals" tone="sun">
      {featured ? (
        <figure className="overflow-hidden rounded-2xl bg-cream ring-1 ring-sand">
          {featured.image ? (
            <div className="grid place-items-center bg-sun/25 p-4">
              <img
                src={featured.image}
                alt={`${featured.name}, ${featured.species}`}
                width={256}
                height={256}
                loading="lazy"
                className="size-52 rounded-2xl shadow-card"
              />
            </div>
          ) : null}
          <figcaption className="p-4">
            <p className="text-xs font-extrabold tracking-wide text-primary-strong uppercase">Featured</p>
            <h3 className="text-lg leading-snug font-extrabold">{featured.name}</h3>
            <p className="text-sm font-bold text-teal">{featured.species}</p>
            <p className="mt-2 text-sm leading-relaxed text-ink/90">{featured.description}</p>
          </figcaption>
        </figure>
      ) : (
        <NotAvailable what="Famous animal" />
      )}
      {wanted ? (
        <Suspense fallback={moreButton()}>
          <FamousAnimalsDialog
            archetypeTitle={details.name}
            archetypeDescription={details.description}
            trigger={moreButton()}
            defaultOpen={openAtMount}
            onMountedOpen={() => setOpenAtMount(false)}
          />
        </Suspense>
      ) : (
        moreButton(() => {
          setWanted(true);
          setOpenAtMount(true);
        })
      )}
    </InfoCard>
  );
}
