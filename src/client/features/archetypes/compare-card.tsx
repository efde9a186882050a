import { lazy, Suspense, useState } from 'react';
import { HeartHandshake, UsersRound } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { ArchetypeDetails } from '#shared/contracts/archetypes.ts';
import { useUser } from '#client/api/session.ts';
import { InfoCard } from './info-card';

/** The dialog (Radix Dialog and RadioGroup) loads when its button is first pressed. */
const CompareDialog = lazy(async () => ({ default: (await import('./compare-dialog.tsx')).CompareDialog }));

const compareButton = (onClick?: () => void) => (
  <Button className="w-full" onClick={onClick}>
    <HeartHandshake aria-hidden /> Compare my personality type
  </Button>
);

/** An invitation to compare the owner's own personality type with the archetype. */
export function CompareCard({ details }: { details: ArchetypeDetails }) {
  const { user } = useUser();
  const [wanted, setWanted] = useState(false);
  return (
    <InfoCard icon={UsersRound} title="You and Your Pet" tone="rose">
      <p className="leading-relaxed text-ink/90">
        See how your own personality type fits with a {details.name}, with tips for getting the best out of the
        relationship.
        {user?.mbtiType ? (
          <>
            {' '}
            Your saved type is <strong>{user.mbtiType}</strong>.
          </>
        ) : null}
      </p>
      {wanted ? (
        <Suspense fallback={compareButton()}>
          <CompareDialog
            archetypeTitle={details.name}
            archetypeCode={details.code}
            compatibility={details.compatibility}
            bestHumanTypes={details.bestHumanTypes}
            trigger={compareButton()}
            defaultOpen
          />
        </Suspense>
      ) : (
        compareButton(() => setWanted(true))
      )}
    </InfoCard>
  );
}
