import { useDeferredValue, useEffect, useLayoutEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BookOpen, Download, Home, MessagesSquare, PawPrint, RotateCcw, Share2, Sparkles } from 'lucide-react';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardTitle } from '#client/components/ui/card.tsx';
import { ConnectionProblem } from '#client/components/connection-problem.tsx';
import { FullPageSpinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage, isNotFound, isServerProblem, NetworkError } from '#client/lib/api-client.ts';
import { parseNumericId } from '#shared/paths.ts';
import { discussionArchetypeId } from '#shared/archetypes.ts';
import { useQueryClient } from '@tanstack/react-query';
import { assessmentKey, useAssessmentResult } from '#client/api/assessments.ts';
import { useEndpointMutation } from '#client/lib/endpoint-hooks.ts';
import * as assessmentsRoutes from '#shared/routes/assessments.generated.ts';
import { PetProfileCard } from './pet-profile-card';
import { TraitMeters } from '#client/components/trait-meters.tsx';
import { WhyThisResult } from './evidence';
import { Recommendations } from '#client/components/recommendations.tsx';
import { canShareFiles, imageFileName, shareResult, storyFile } from './share';
import { shareCardUrl, shareStoryUrl } from '#shared/share-images.ts';
import { TraitStanding } from '#client/components/trait-standing.tsx';
import { speciesForPetType } from '#shared/pet-types.ts';
import { SharpenCard, SharpenOutcome } from './sharpen-card';
import { StopSharing } from './stop-sharing';
import type { AssessmentResult, TraitChange } from '#shared/contracts/assessments.ts';
import { archetypePicture } from '#shared/archetype-pictures.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { releaseFirstScreen } from '#client/lib/first-screen.ts';
import { useStagedReveal } from '#client/lib/staged-reveal.ts';

export function ResultsPage() {
  const { assessmentId } = useParams();
  const navigate = useNavigate();
  const result = useAssessmentResult(assessmentId);
  // The result renders in a transition, which React splits into short tasks (a slow phone answers taps
  // meanwhile; docs/decisions/0056); until then the screen is still loading.
  const data = useDeferredValue(result.data);
  const loading = result.isLoading || (result.data !== undefined && data === undefined);
  const id = parseNumericId(assessmentId);
  const idOk = id !== null;
  const qc = useQueryClient();
  const params = { id: String(id ?? 0) };
  // The reply's isShared replaces the cached result's.
  const setShared = ({ isShared }: { isShared: boolean }) =>
    qc.setQueryData<AssessmentResult>(assessmentKey(id ?? 0), (old) =>
      old ? { ...old, assessment: { ...old.assessment, isShared } } : old,
    );
  const share = useEndpointMutation(assessmentsRoutes.shareAssessment, { onSuccess: setShared });
  const unshare = useEndpointMutation(assessmentsRoutes.unshareAssessment, { onSuccess: setShared });
  const [outcome, setOutcome] = useState<{ changes: TraitChange[]; codeBefore: string } | null>(null);
  const [fileShare] = useState(canShareFiles);
  const [story, setStory] = useState<{ key: string; file: File | null } | null>(null);
  const shown = data?.assessment;
  // What the card shows: a change makes a new image URL (the browser's copy of the old one is not used).
  const imageKey = shown
    ? cardKey([shown.petName, shown.petPhoto, shown.archetypeCode, ...data!.traits.map((t) => t.score)].join('|'))
    : '';
  // A phone shares the story as a file: fetched ahead, so the share sheet opens right after the tap.
  useEffect(() => {
    if (!fileShare || !shown?.isShared || !imageKey) return;
    let current = true;
    void storyFile(`${shareStoryUrl(shown.id)}?v=${imageKey}`, shown.petName).then((file) => {
      if (current) setStory({ key: imageKey, file });
    });
    return () => {
      current = false;
    };
  }, [fileShare, shown?.isShared, shown?.id, shown?.petName, imageKey]);

  // The server drew this screen's top into the page (docs/decisions/0056): it goes in the frame where
  // this screen shows the same (or says why it cannot).
  const settled = !(idOk && loading);
  useLayoutEffect(() => {
    if (settled) releaseFirstScreen();
  }, [settled]);
  // The first screen (the answer and the traits) renders at once; the rest of the story follows a
  // section per task, so a slow phone answers taps meanwhile (docs/decisions/0056).
  const sections = useStagedReveal(data !== undefined, 5);

  if (idOk && loading) return <FullPageSpinner label="Loading results..." />;
  // Offline before this result was ever loaded: said so (not 'Results not found'); it loads once back online.
  if (idOk && !data && result.fetchStatus === 'paused')
    return <ConnectionProblem kind="offline" onRetry={() => void result.refetch()} />;
  // The server failed (5xx) or gave no answer: an error with a retry, not 'Results not found'.
  if (idOk && !data && isServerProblem(result.error))
    return (
      <ConnectionProblem
        kind={result.error instanceof NetworkError && result.error.offline ? 'offline' : 'unavailable'}
        onRetry={() => void result.refetch()}
        retrying={result.isFetching}
      />
    );
  const missing = !idOk || isNotFound(result.error) || (!data && !loading);
  if (missing || !data) {
    return (
      <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
        <h1 className="text-2xl">Results not found</h1>
        <p className="text-muted">
          {result.error && !missing ? errorMessage(result.error) : 'We could not find this assessment.'}
        </p>
        <Link to={clientPaths.home} className={buttonVariants()}>
          Return Home
        </Link>
      </main>
    );
  }

  const { assessment, traits, activities, careTips } = data;
  const discussion = clientPaths.archetypeDiscussion(discussionArchetypeId(assessment.archetypeId));
  const onShare = async () => {
    try {
      if (!assessment.isShared) await share.mutateAsync({ params });
      await shareResult({
        url: `${window.location.origin}/shared/${assessment.id}`,
        title: `${assessment.petName}'s PawType personality`,
        petName: assessment.petName,
        storyUrl: `${shareStoryUrl(assessment.id)}?v=${imageKey}`,
        file: story?.key === imageKey ? story.file : null,
      });
    } catch (err) {
      toast({ title: 'Sharing failed', description: errorMessage(err), variant: 'destructive' });
    }
  };

  return (
    <div className="flex flex-1 flex-col">
      <header className="sticky top-0 z-20 flex items-center gap-1 bg-cream/95 px-3 py-3 backdrop-blur">
        <Button variant="ghost" size="icon" aria-label="Home" onClick={() => navigate(clientPaths.home)}>
          <Home aria-hidden />
        </Button>
        <p className="mr-auto text-lg font-black text-primary-strong">Your Results</p>
        <Button variant="ghost" size="icon" aria-label="Discussion board" onClick={() => navigate(discussion)}>
          <MessagesSquare aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" aria-label="Share" onClick={() => void onShare()}>
          <Share2 aria-hidden />
        </Button>
      </header>
      <main className="grid gap-5 px-4 pb-10">
        {/* The answer first: who, and what they are (issue 19: all of it on a phone's first screen). */}
        <div className="grid gap-3">
          <PetProfileCard
            key={`${assessment.id}-${assessment.petName}-${assessment.petPhoto}`}
            assessment={assessment}
          />
          {assessment.archetypeName ? (
            <ArchetypeAnswer assessment={assessment} />
          ) : (
            <Card role="status">Your results are still being processed. This page will update in a moment.</Card>
          )}
        </div>
        {assessment.archetypeName ? (
          <>
            <Card>
              <CardTitle>Personality Traits</CardTitle>
              <div className="mt-4">
                <TraitMeters traits={traits} />
              </div>
            </Card>
            <TraitStanding
              species={speciesForPetType(assessment.petTypeId)}
              scores={{
                independence: assessment.independenceScore,
                confidence: assessment.confidenceScore,
                activity: assessment.activityScore,
                flexibility: assessment.flexibilityScore,
              }}
            />
            {outcome ? (
              <SharpenOutcome
                changes={outcome.changes}
                codeBefore={outcome.codeBefore}
                codeAfter={assessment.archetype.code}
                archetypeName={assessment.archetypeName}
              />
            ) : null}
            {(assessment.followUps ?? []).map((set) => (
              <SharpenCard
                key={set.trait}
                assessmentId={assessment.id}
                petName={assessment.petName}
                code={assessment.archetype.code}
                set={set}
                onSharpened={(changes, codeBefore) => setOutcome({ changes, codeBefore })}
              />
            ))}
            {sections >= 1 ? (
              <Card>
                <CardTitle>Why this result</CardTitle>
                <p className="mt-1 text-sm text-muted">What you told us, and which way it pointed.</p>
                <div className="mt-4">
                  <WhyThisResult analysis={assessment.analysis} petName={assessment.petName} />
                </div>
              </Card>
            ) : null}
            {sections >= 2 ? <Recommendations activities={activities} careTips={careTips} limit={5} /> : null}
            {sections >= 3 ? <ArchetypeDescription assessment={assessment} /> : null}
            {sections >= 4 ? (
              <Card className="bg-teal text-white">
                <CardTitle className="text-white">Detailed Analysis</CardTitle>
                <p className="mt-1 text-white">
                  Overview, ideal owner, famous {assessment.archetypeName}s, star signs and how your own personality
                  fits with {assessment.petName}&apos;s.
                </p>
                <Link
                  to={clientPaths.archetypeDetails(assessment.id)}
                  className={buttonVariants({ variant: 'secondary', className: 'mt-4' })}
                >
                  Learn More
                </Link>
              </Card>
            ) : null}
          </>
        ) : null}
        {sections >= 5 || !assessment.archetypeName ? (
          <div className="grid gap-3">
            <Button size="lg" onClick={() => navigate(discussion)}>
              <MessagesSquare aria-hidden /> Join Discussion Board
            </Button>
            <Button
              size="lg"
              variant="teal"
              onClick={() => void onShare()}
              disabled={share.isPending || unshare.isPending}
            >
              <Share2 aria-hidden /> Share Results
            </Button>
            {assessment.isShared && !fileShare ? (
              <a
                href={`${shareCardUrl(assessment.id)}?v=${imageKey}`}
                download={imageFileName(assessment.petName)}
                className={buttonVariants({ size: 'lg', variant: 'secondary' })}
              >
                <Download aria-hidden /> Download image
              </a>
            ) : null}
            {assessment.isShared ? (
              <StopSharing
                petName={assessment.petName}
                pending={unshare.isPending}
                onConfirm={() => unshare.mutate({ params })}
              />
            ) : null}
            {assessment.petId !== null ? (
              <Button size="lg" className="min-w-0" onClick={() => navigate(clientPaths.pet(assessment.petId!))}>
                <PawPrint aria-hidden />{' '}
                <span className="min-w-0 [overflow-wrap:anywhere]">{assessment.petName}&apos;s page</span>
              </Button>
            ) : null}
            <Button size="lg" variant="secondary" onClick={() => navigate(clientPaths.home)}>
              <RotateCcw aria-hidden /> Take Another Assessment
            </Button>
            <Button size="lg" variant="ghost" onClick={() => navigate(clientPaths.archetypeLibrary)}>
              <BookOpen aria-hidden /> View Archetype Library
            </Button>
          </div>
        ) : null}
      </main>
    </div>
  );
}

type ResultAssessment = AssessmentResult['assessment'];

/**
 * The archetype as the answer: the species' picture (the screen's largest paint, so fetched first and
 * sized up front), the code and the title.
 */
function ArchetypeAnswer({ assessment }: { assessment: ResultAssessment }) {
  const picture = archetypePicture(assessment.archetype.code, assessment.petTypeId);
  return (
    <Card className="flex items-center gap-4 bg-primary-soft p-4">
      <img
        src={picture.src}
        alt={picture.alt}
        width={256}
        height={256}
        fetchPriority="high"
        decoding="async"
        className="size-32 shrink-0"
      />
      <div className="min-w-0">
        <p className="text-sm font-extrabold tracking-widest text-teal uppercase">{assessment.archetype.code}</p>
        <h2 className="text-2xl leading-tight [overflow-wrap:anywhere]">The {assessment.archetypeName}</h2>
      </div>
    </Card>
  );
}

/** 'Your pet is:', a line per trait, and the archetype's hallmarks. */
function ArchetypeDescription({ assessment }: { assessment: ResultAssessment }) {
  return (
    <Card aria-labelledby="archetype-about-title">
      <CardTitle id="archetype-about-title">{assessment.archetypeName} in a nutshell</CardTitle>
      <div className="mt-3 grid gap-3">
        {assessment.archetypeDescription.split('\n').map((line, i) =>
          i === 0 ? (
            <p key={i} className="font-extrabold">
              {line}
            </p>
          ) : (
            <p key={i} className="leading-relaxed">
              {line}
            </p>
          ),
        )}
        <ul className="mt-1 grid gap-1.5">
          {assessment.archetype.traits.map((t) => (
            <li key={t} className="flex gap-2">
              <Sparkles aria-hidden className="mt-1 size-4 shrink-0 text-primary" />
              {t}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}

/** A short, stable key of what a card shows (djb2, base 36). */
function cardKey(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h << 5) + h + text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}
