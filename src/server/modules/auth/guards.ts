import type { FastifyRequest } from 'fastify';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { ADMIN_USER_ID } from '#shared/contracts/auth.ts';
import { forbidden, unauthorized } from '#server/lib/errors.ts';

export function requireUser(request: FastifyRequest, signedOutMessage?: string): PublicUser {
  if (!request.user) throw unauthorized(signedOutMessage);
  return request.user;
}

export function requireAdmin(request: FastifyRequest): PublicUser {
  const user = requireUser(request);
  if (user.id !== ADMIN_USER_ID) throw forbidden('Only the admin can do that');
  return user;
}
