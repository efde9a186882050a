/**
 * Health for people and for process managers / load balancers:
 * - GET /api/health/live: the process runs and answers (restart it when this fails);
 * - GET /api/health/ready: the database answers too, and the process is not stopping (send traffic only
 *   while this is 200; from SIGTERM on it answers 503 while the process still serves, see main.ts);
 *   It also names how account e-mails leave and what is missing when they cannot (docs/decisions/0039);
 * - GET /api/health: as before, 200 with the engine when the database answers, else 503.
 * Database failures answer 503 with Retry-After (set by the error handler).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/errors.ts';
import { route } from '#server/lib/route.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { platformEndpoints as api } from '#shared/contracts/platform.ts';

/** A readiness probe must answer quickly even when the database hangs. */
const PING_TIMEOUT_MS = 2_000;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const checkDatabase = async (request: FastifyRequest) => {
    try {
      await app.deps.database.ping(PING_TIMEOUT_MS);
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      throw new AppError(503, ERROR_CODES.unavailable, 'Database unavailable');
    }
  };

  route(app, api.health, async ({ request }) => {
    await checkDatabase(request);
    return { status: 'ok' as const, database: app.deps.database.kind };
  });
  route(app, api.live, () => ({ status: 'ok' as const, uptime: Math.round(process.uptime()) }));
  route(app, api.ready, async ({ request }) => {
    if (app.deps.lifecycle.draining) {
      throw new AppError(503, ERROR_CODES.unavailable, 'This process is stopping; send requests to another one');
    }
    await checkDatabase(request);
    return { status: 'ready' as const, database: app.deps.database.kind, mail: await app.deps.mailer.status() };
  });
}
