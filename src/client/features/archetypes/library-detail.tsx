import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { discussionArchetypeId, type ArchetypeRef } from '#shared/archetypes.ts';
import { useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import * as archetypesRoutes from '#shared/routes/archetypes.generated.ts';
import { ArchetypeHero } from './archetype-hero';
import { ArchetypeSections } from './archetype-sections';
import { LoadError } from './load-error';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { archetypePicture } from '#shared/archetype-pictures.ts';
import type { Species } from '#shared/pet-types.ts';

/** One archetype's detail view inside the library. */
export function LibraryDetail({ archetype, species }: { archetype: ArchetypeRef; species: Species }) {
  const navigate = useNavigate();
  const content = useEndpointQuery(archetypesRoutes.getArchetypeContent, { params: { id: String(archetype.id) } });
  const pets = useEndpointQuery(archetypesRoutes.countArchetypePets, { params: { id: String(archetype.id) } });
  const backToLibrary = () => navigate(clientPaths.archetypeLibrary);
  const joinBoard = () => navigate(clientPaths.archetypeDiscussion(discussionArchetypeId(archetype.id)));

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [archetype.id]);

  return (
    <div className="grid gap-4">
      {/* The header's arrow goes back to the grid; the spec's 'Back to Library' button is the one at the end. */}
      <ArchetypeHero
        name={content.data?.name ?? archetype.title}
        code={archetype.code}
        picture={archetypePicture(archetype.code, species)}
      />
      {pets.data && pets.data.petCount > 0 ? (
        <p className="text-center text-sm font-semibold text-muted">
          {pets.data.petCount === 1
            ? '1 pet on PawType has this personality.'
            : `${pets.data.petCount.toLocaleString('en-GB')} pets on PawType have this personality.`}
        </p>
      ) : null}
      {content.isPending ? (
        <div className="flex flex-col items-center gap-3 py-10 text-muted">
          <Spinner label="Loading archetype" />
          <p className="font-semibold">Loading details...</p>
        </div>
      ) : content.data ? (
        <ArchetypeSections details={content.data} variant="library" />
      ) : (
        <LoadError what="this archetype" onRetry={() => void content.refetch()} />
      )}
      <div className="mt-2 grid gap-3">
        <Button size="lg" onClick={joinBoard}>
          <MessagesSquare aria-hidden /> Join Discussion Board
        </Button>
        <Button variant="secondary" size="lg" onClick={backToLibrary}>
          <ArrowLeft aria-hidden /> Back to Library
        </Button>
      </div>
    </div>
  );
}
