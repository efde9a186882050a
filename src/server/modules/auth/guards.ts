import type { FastifyRequest } from 'fastify';
import type { PublicUser } from '../../../shared/schemas/auth.ts';
import { ADMIN_USER_ID } from '../../../shared/schemas/auth.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';

export function requireUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function requireAdmin(request: FastifyRequest): PublicUser {
  const user = requireUser(request);
  if (user.id !== ADMIN_USER_ID) throw forbidden('Only the admin can do that');
  return user;
}
