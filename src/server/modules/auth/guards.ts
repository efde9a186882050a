/** Who may call: a signed-in user, or one whose role is at least the one needed (src/shared/roles.ts). */
import type { FastifyRequest } from 'fastify';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { hasRole, type Role } from '#shared/roles.ts';
import { forbidden, unauthorized } from '#server/lib/errors.ts';

export const ROLE_REFUSALS: Record<Exclude<Role, 'member'>, string> = {
  moderator: 'Only a moderator or the admin can do that',
  admin: 'Only the admin can do that',
};

export function requireUser(request: FastifyRequest, signedOutMessage?: string): PublicUser {
  if (!request.user) throw unauthorized(signedOutMessage);
  return request.user;
}

/** The one role check: signed out -> 401; a role below `needed` -> 403 in words. */
export function requireRole(request: FastifyRequest, needed: Role): PublicUser {
  const user = requireUser(request);
  if (needed !== 'member' && !hasRole(user, needed)) throw forbidden(ROLE_REFUSALS[needed]);
  return user;
}
