import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { ERROR_CODES } from '../../../shared/errors.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (request) => {
    try {
      await app.deps.database.ping();
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      throw new AppError(503, ERROR_CODES.unavailable, 'Database unavailable');
    }
    return { status: 'ok', database: app.deps.database.kind };
  });
}
