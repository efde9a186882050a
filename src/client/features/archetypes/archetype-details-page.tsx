import { Link, useNavigate, useParams } from 'react-router';
import { BookOpen, MessagesSquare, SearchX } from 'lucide-react';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { archetypeByCode, discussionArchetypeId } from '#shared/archetypes.ts';
import type { ArchetypeDetails } from '#shared/contracts/archetypes.ts';
import type { AssessmentResult } from '#shared/contracts/assessments.ts';
import { isNotFound } from '#client/lib/api-client.ts';
import { parseNumericId } from '#shared/paths.ts';
import { speciesForPetType } from '#shared/pet-types.ts';
import { useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import * as archetypesRoutes from '#shared/routes/archetypes.generated.ts';
import { useAssessmentResult } from '#client/api/assessments.ts';
import { ArchetypeSections } from './archetype-sections';
import { LoadError } from './load-error';
import { PageHeader } from './page-header';
import { PetProfileHero } from './pet-profile-hero';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { TraitStanding } from '#client/components/trait-standing.tsx';

/** The content the cards read when the archetype's own content is unavailable: every text empty. */
function emptyDetails(a: AssessmentResult['assessment']): ArchetypeDetails {
  return {
    id: a.archetypeId,
    code: a.archetypeCode ?? '',
    name: a.archetype?.title || a.archetypeName || 'this archetype',
    image: '',
    traitSummary: [],
    description: a.archetypeDescription ?? '',
    traits: a.archetype?.traits ?? [],
    bestApproach: '',
    greatTools: '',
    overview: '',
    getsOnWellWith: '',
    idealOwner: '',
    tips: '',
    famousAnimals: [],
    starSigns: [],
    bestHumanTypes: [],
    compatibility: [],
    boardId: 0,
  };
}

/** /archetype-details/{assessmentId}: the pet's archetype in depth. */
export function ArchetypeDetailsPage() {
  const id = parseNumericId(useParams().assessmentId) ?? 0;
  const navigate = useNavigate();
  const result = useAssessmentResult(id);
  const assessment = result.data?.assessment;
  const archetypeId =
    assessment && assessment.archetypeId > 0
      ? assessment.archetypeId
      : archetypeByCode(assessment?.archetypeCode ?? '')?.id;
  // The pet's own kind of animal: a dog's owner reads the texts written for dogs.
  const species = assessment ? speciesForPetType(assessment.petTypeId) : undefined;
  const content = useEndpointQuery(
    archetypesRoutes.getArchetypeContent,
    { params: { id: String(archetypeId ?? 0) }, ...(species ? { query: { species } } : {}) },
    { enabled: archetypeId !== undefined && archetypeId > 0 },
  );

  const header = (
    <PageHeader
      title="Personality Profile"
      heading={false}
      backTo={id > 0 ? clientPaths.results(id) : clientPaths.home}
      backLabel="Back to results"
      actions={
        <Button
          variant="ghost"
          size="icon"
          aria-label="Archetype Library"
          onClick={() => navigate(clientPaths.archetypeLibrary)}
        >
          <BookOpen aria-hidden />
        </Button>
      }
    />
  );

  const notFound = id === 0 || isNotFound(result.error);
  if (notFound) return <DetailsNotFound />;

  if (result.isPending || (archetypeId !== undefined && content.isPending)) {
    return (
      <>
        {header}
        <main className="flex flex-1 flex-col items-center justify-center gap-3 px-5 pb-16 text-muted">
          <Spinner className="size-10" label="Loading details" />
          <p className="font-semibold">Loading details...</p>
        </main>
      </>
    );
  }

  if (!assessment) {
    return (
      <>
        {header}
        <main className="flex flex-1 flex-col gap-4 px-5 pb-10">
          <h1 className="sr-only">Personality Profile</h1>
          <LoadError what="these details" onRetry={() => void result.refetch()} />
        </main>
      </>
    );
  }

  const details = content.data ?? emptyDetails(assessment);
  const keyTraits = content.data?.traits?.length ? content.data.traits : (assessment.archetype?.traits ?? []);

  return (
    <>
      {header}
      <main className="flex flex-1 flex-col gap-4 px-5 pb-10">
        <PetProfileHero assessment={assessment} />
        <TraitStanding
          species={speciesForPetType(assessment.petTypeId)}
          scores={{
            independence: assessment.independenceScore,
            confidence: assessment.confidenceScore,
            activity: assessment.activityScore,
            flexibility: assessment.flexibilityScore,
          }}
        />
        <ArchetypeSections
          details={details}
          variant="details"
          keyTraits={keyTraits}
          birthday={{ petName: assessment.petName, month: assessment.petBirthMonth, day: assessment.petBirthDay }}
        />
        <div className="mt-2 grid gap-3">
          <Button
            size="lg"
            onClick={() => navigate(clientPaths.archetypeDiscussion(discussionArchetypeId(assessment.archetypeId)))}
          >
            <MessagesSquare aria-hidden /> Join Discussion Board
          </Button>
          <Button variant="secondary" size="lg" onClick={() => navigate(clientPaths.archetypeLibrary)}>
            <BookOpen aria-hidden /> View Archetype Library
          </Button>
        </div>
      </main>
    </>
  );
}

function DetailsNotFound() {
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <span className="rounded-full bg-primary-soft p-6 text-primary-strong">
        <SearchX aria-hidden className="size-12" />
      </span>
      <h1 className="text-3xl">Details not found</h1>
      <p className="max-w-xs text-muted">
        We couldn&apos;t find this personality profile. It may have been deleted, or the link may be wrong.
      </p>
      <Link to={clientPaths.home} className={buttonVariants({ size: 'md' })}>
        Return Home
      </Link>
    </main>
  );
}
