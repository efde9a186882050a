/** The access check every route runs (src/server/lib/route.ts), from the auth module's guards. */
import type { FastifyRequest } from 'fastify';
import type { Endpoint } from '#shared/contracts/define.ts';
import { requireRole, requireUser } from './guards.ts';

export function checkAccess(request: FastifyRequest, endpoint: Endpoint): void {
  if (endpoint.access === 'user') requireUser(request, endpoint.signedOutMessage);
  else if (endpoint.access !== 'public') requireRole(request, endpoint.access);
}
