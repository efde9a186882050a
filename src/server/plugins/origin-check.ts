/**
 * Refuses state-changing requests from a foreign origin (403). Requests without an Origin header
 * (non-browser clients) pass; browsers always send one on cross-site POST, PUT, PATCH and DELETE.
 */
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '#shared/errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerOriginCheck(app: FastifyInstance, allowed: string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const own = `${request.protocol}://${request.host}`;
    if (origin === own || allowed.includes(origin)) return;
    return reply
      .code(403)
      .send({ message: 'Request refused: it came from another site', code: ERROR_CODES.forbiddenOrigin });
  });
}
