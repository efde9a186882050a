import { HeartHandshake, UsersRound } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { ArchetypeDetails } from '#shared/contracts/archetypes.ts';
import { useUser } from '#client/api/session.ts';
import { CompareDialog } from './compare-dialog';
import { InfoCard } from './info-card';

/** An invitation to compare the owner's own personality type with the archetype. */
export function CompareCard({ details }: { details: ArchetypeDetails }) {
  const { user } = useUser();
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
      <CompareDialog
        archetypeTitle={details.name}
        archetypeCode={details.code}
        compatibility={details.compatibility}
        bestHumanTypes={details.bestHumanTypes}
        trigger={
          <Button className="w-full">
            <HeartHandshake aria-hidden /> Compare my personality type
          </Button>
        }
      />
    </InfoCard>
  );
}
