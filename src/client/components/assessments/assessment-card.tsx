import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Clock, LoaderCircle, MessagesSquare, Sparkles, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { AssessmentListItem } from '#shared/contracts/assessments.ts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { forgetAssessment } from '#client/api/assessments.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useEndpointMutation } from '#client/lib/endpoint-hooks.ts';
import * as assessmentsRoutes from '#shared/routes/assessments.generated.ts';
import { useOpenDiscussion } from './discussion-lookup';
import { PetAvatar } from './pet-avatar';
import { timeAgo } from '#client/lib/time-ago.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { archetypePicture } from '#shared/archetype-pictures.ts';
import { ARCHETYPES } from '#shared/archetypes.ts';

/** One previous result: opens /results/{id}; a discussion shortcut and a confirmed delete on the side. */
export function AssessmentCard({
  item,
  headingLevel: Heading = 'h3',
}: {
  item: AssessmentListItem;
  headingLevel?: 'h2' | 'h3';
}) {
  const openDiscussion = useOpenDiscussion();
  const [opening, setOpening] = useState(false);
  const code = ARCHETYPES.find((a) => a.id === item.archetypeId)?.code;
  const picture = code ? archetypePicture(code, item.petTypeId) : null;
  return (
    <li className="flex items-stretch rounded-card bg-white shadow-card ring-1 ring-sand/60">
      <Link
        to={clientPaths.results(item.id)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-l-card py-4 pl-4 pr-1 transition-colors hover:bg-primary-soft/40"
      >
        {/* The archetype's picture for the pet's species, with the pet's photo (or icon) tucked on its corner. */}
        <span className="relative shrink-0">
          {picture ? (
            <img src={picture.src} alt={picture.alt} width={256} height={256} loading="lazy" className="size-16" />
          ) : null}
          <PetAvatar
            decorative
            petName={item.petName}
            petPhoto={item.petPhoto}
            petTypeName={item.petTypeName}
            className={picture ? 'absolute -right-1 -bottom-1 size-8 shadow-card' : 'size-14 shadow-card'}
          />
        </span>
        <span className="grid min-w-0 gap-1">
          <Heading
            className="line-clamp-2 text-lg leading-tight font-extrabold text-ink [overflow-wrap:anywhere]"
            title={item.petName}
          >
            {item.petName}
          </Heading>
          <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span
              className="max-w-full truncate rounded-full bg-teal-soft px-2 py-0.5 text-xs font-extrabold text-teal"
              title={item.petTypeName}
            >
              {item.petTypeName}
            </span>
            <span className="inline-flex min-w-0 items-center gap-1 font-bold text-primary-strong">
              <Sparkles aria-hidden className="size-3.5 shrink-0" />
              <span className="truncate">{item.archetypeName}</span>
            </span>
          </span>
          <span className="inline-flex items-start gap-1 text-sm leading-snug text-muted">
            <Clock aria-hidden className="mt-[0.2rem] size-3.5 shrink-0" />
            {/* Balanced, so 'Assessed less than a minute ago' does not leave one word on a line of its own. */}
            <time dateTime={item.date} title={new Date(item.date).toLocaleString()} className="text-balance">
              Assessed {timeAgo(item.date)}
            </time>
          </span>
        </span>
      </Link>
      <div className="flex flex-col items-center justify-center gap-1 py-2 pr-2">
        <Button
          variant="ghost"
          size="icon"
          className="text-teal hover:bg-teal-soft"
          aria-label={`Discuss ${item.archetypeName} pets`}
          title={`Discuss ${item.archetypeName} pets`}
          disabled={opening}
          onClick={() => {
            setOpening(true);
            void openDiscussion(item).finally(() => setOpening(false));
          }}
        >
          {opening ? <LoaderCircle aria-hidden className="animate-spin" /> : <MessagesSquare aria-hidden />}
        </Button>
        <DeleteAssessmentButton item={item} />
      </div>
    </li>
  );
}

/** Radix Dialog is not needed to show the list: the confirmation loads when the trash button is first pressed. */
const DeleteAssessmentDialog = lazy(async () => ({
  default: (await import('./delete-assessment-dialog.tsx')).DeleteAssessmentDialog,
}));

/** The trash button and its confirmation dialog; both buttons wait, disabled with a spinner, while deleting. */
export function DeleteAssessmentButton({ item }: { item: Pick<AssessmentListItem, 'id' | 'petName'> }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const qc = useQueryClient();
  const del = useEndpointMutation(assessmentsRoutes.deleteAssessment, {
    input: (deleted: Pick<AssessmentListItem, 'id' | 'petName'>) => ({ params: { id: String(deleted.id) } }),
    onSuccess: (_data, deleted) => {
      toast({
        title: 'Assessment deleted',
        description: `${deleted.petName}'s assessment has been deleted.`,
        variant: 'success',
      });
      forgetAssessment(qc, deleted.id);
    },
    onError: (err) =>
      toast({ title: 'Failed to delete assessment', description: errorMessage(err), variant: 'destructive' }),
  });
  const pending = del.isPending;
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="text-danger hover:bg-danger-soft"
        aria-label={`Delete ${item.petName}'s assessment`}
        title="Delete"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <DeleteAssessmentDialog
            petName={item.petName}
            open={open}
            pending={pending}
            onOpenChange={(next) => !pending && setOpen(next)}
            onConfirm={() => del.mutate(item, { onSettled: () => setOpen(false) })}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  );
}
