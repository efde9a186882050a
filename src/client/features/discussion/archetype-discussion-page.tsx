import { Navigate, useParams } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import * as archetypesRoutes from '#shared/routes/archetypes.generated.ts';
import { parseNumericId } from '#shared/paths.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';

/**
 * /archetype-discussion/{archetypeId}: finds the archetype's board and goes there (replacing this
 * entry). An id of 0 or not a number, a failure or no board: home.
 */
export function ArchetypeDiscussionPage() {
  const archetypeId = parseNumericId(useParams().archetypeId) ?? 0;
  const boards = useEndpointQuery(
    archetypesRoutes.listArchetypeBoards,
    { params: { id: String(archetypeId) } },
    { enabled: archetypeId > 0 },
  );

  if (archetypeId === 0) return <Redirecting to={clientPaths.home} text="Redirecting to home..." />;
  const board = boards.data?.[0];
  if (board)
    return <Redirecting to={clientPaths.discussionBoard(board.id)} text="Taking you to the discussion board..." />;
  if (boards.isError || boards.isSuccess) return <Redirecting to={clientPaths.home} text="Redirecting to home..." />;
  return <Redirecting text="Taking you to the discussion board..." />;
}

function Redirecting({ to, text }: { to?: string; text: string }) {
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <span className="rounded-full bg-teal-soft p-5 text-teal">
        <MessagesSquare aria-hidden className="size-10" />
      </span>
      <Spinner label={text} />
      <h1 className="text-xl">{text}</h1>
      {to ? <Navigate to={to} replace /> : null}
    </main>
  );
}
