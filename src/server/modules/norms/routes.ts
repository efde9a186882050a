/** GET /api/norms: where pets stand, per species (./norms-service.ts). */
import type { FastifyInstance } from 'fastify';
import { route } from '#server/lib/route.ts';
import { normsEndpoints as api } from '#shared/contracts/norms.ts';
import type { Species } from '#shared/pet-types.ts';

export async function normsRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  route(app, api.getNorms, ({ query }) => deps.norms.read(query.species as Species | undefined));
}
