/** Discussion board reads (spec section 7); posts arrive with the discussion feature. */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';
import type { DiscussionBoard } from '../../../shared/schemas/archetypes';

/** The boards of one archetype (GET /api/archetypes/{id}/discussion-boards); the first is used. */
export function useArchetypeBoards(archetypeId: number) {
  return useQuery({
    queryKey: [`/api/archetypes/${archetypeId}/discussion-boards`],
    queryFn: () => apiGet<DiscussionBoard[]>(`/api/archetypes/${archetypeId}/discussion-boards`),
    enabled: archetypeId > 0,
  });
}

/** One board (GET /api/discussion-boards/{boardId}). */
export function useBoard(boardId: number) {
  return useQuery({
    queryKey: [`/api/discussion-boards/${boardId}`],
    queryFn: () => apiGet<DiscussionBoard>(`/api/discussion-boards/${boardId}`),
  });
}

/** A whole number from the route; anything else reads as 0. */
export function routeNumber(value: string | undefined): number {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
}
