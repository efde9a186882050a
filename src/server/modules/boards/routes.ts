/** Discussion board reads (posts come with the discussion issue). */
import type { FastifyInstance } from 'fastify';
import { notFound, parseId } from '../../lib/errors.ts';
import { requireUser } from '../auth/guards.ts';
import { listBoards } from '../archetypes/service.ts';

export async function boardRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.addHook('preHandler', async (request) => {
    requireUser(request);
  });

  app.get('/api/discussion-boards', async () => listBoards(db));

  app.get<{ Params: { boardId: string } }>('/api/discussion-boards/:boardId', async (request) => {
    const id = parseId(request.params.boardId, 'Discussion board not found');
    const board = (await listBoards(db)).find((b) => b.id === id);
    if (!board) throw notFound('Discussion board not found');
    return board;
  });
}
