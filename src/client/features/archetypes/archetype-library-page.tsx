import { useSearchParams } from 'react-router';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { archetypeByCode } from '#shared/archetypes.ts';
import { useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import * as archetypesRoutes from '#shared/routes/archetypes.generated.ts';
import { ArchetypeGrid } from './archetype-grid';
import { LibraryDetail } from './library-detail';
import { LibraryIntro } from './library-intro';
import { LoadError } from './load-error';
import { PageHeader } from './page-header';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { SpeciesSwitch, useLibrarySpecies } from './species-switch';

/** /archetype-library: the traits, the 16 archetypes and, with ?code=XXXX, one archetype's detail. */
export function ArchetypeLibraryPage() {
  const [params] = useSearchParams();
  const selected = archetypeByCode(params.get('code') ?? '');
  const archetypes = useEndpointQuery(archetypesRoutes.listArchetypes);
  const [species, setSpecies] = useLibrarySpecies();

  return (
    <>
      {/* In an archetype's detail the arrow goes back to the grid (where the owner was), else home. */}
      <PageHeader
        title="Pet Personality Types"
        backTo={selected ? clientPaths.archetypeLibrary : clientPaths.home}
        backLabel={selected ? 'Back to the library' : 'Back to home'}
      />
      <main className="flex flex-1 flex-col gap-6 px-5 pb-10">
        {selected ? (
          <LibraryDetail key={selected.id} archetype={selected} species={species} />
        ) : (
          <>
            <LibraryIntro />
            <section aria-labelledby="all-archetypes-title" className="grid gap-3">
              <h2 id="all-archetypes-title" className="text-xl">
                All 16 archetypes
              </h2>
              <SpeciesSwitch value={species} onChange={setSpecies} />
              {archetypes.isPending ? (
                <div className="flex justify-center py-10">
                  <Spinner label="Loading archetypes" />
                </div>
              ) : archetypes.data ? (
                <ArchetypeGrid archetypes={archetypes.data} species={species} />
              ) : (
                <LoadError what="the archetypes" onRetry={() => void archetypes.refetch()} />
              )}
            </section>
          </>
        )}
      </main>
    </>
  );
}
