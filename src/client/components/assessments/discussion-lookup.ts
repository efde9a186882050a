/**
 * The list card's discussion shortcut: the board whose
 * name contains the archetype name, or whose archetype name equals it; when none matches or the call
 * fails, /archetype-discussion/{archetypeId}, using the assessment id when archetypeId is missing.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { BOARDS_KEY, fetchBoards } from '#client/api/board-list.ts';
import type { AssessmentListItem } from '#shared/contracts/assessments.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';

/** A board as listed: flat, or wrapped as discussion_boards {id, name} plus archetypes {name}. */
type ListedBoard =
  | { id: number; name: string; archetypeName?: string | null }
  | { discussion_boards: { id: number; name: string }; archetypes?: { name?: string | null } | null };

function flatten(board: ListedBoard): { id: number; name: string; archetypeName: string } {
  if ('discussion_boards' in board) {
    return {
      id: board.discussion_boards.id,
      name: board.discussion_boards.name ?? '',
      archetypeName: board.archetypes?.name ?? '',
    };
  }
  return { id: board.id, name: board.name ?? '', archetypeName: board.archetypeName ?? '' };
}

export function discussionPathFor(
  boards: readonly ListedBoard[] | null | undefined,
  item: Pick<AssessmentListItem, 'id' | 'archetypeId' | 'archetypeName'>,
): string {
  const name = item.archetypeName;
  const match = name
    ? (boards ?? []).map(flatten).find((b) => b.name.includes(name) || b.archetypeName === name)
    : undefined;
  if (match) return clientPaths.discussionBoard(match.id);
  return clientPaths.archetypeDiscussion(item.archetypeId || item.id);
}

/** Returns a function that looks the board up and goes there. */
export function useOpenDiscussion() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (item: Pick<AssessmentListItem, 'id' | 'archetypeId' | 'archetypeName'>) => {
      let boards: ListedBoard[] | null = null;
      try {
        boards = await qc.fetchQuery({ queryKey: BOARDS_KEY, queryFn: fetchBoards });
      } catch (err) {
        // Lookup failures are only logged; the fallback route takes over.
        console.warn('Discussion board lookup failed', err);
      }
      navigate(discussionPathFor(boards, item));
    },
    [qc, navigate],
  );
}
