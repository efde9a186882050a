/** Accounts: register, login, logout, the current user and the saved human personality type. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.ts';
import { AppError, parseInput, unauthorized } from '../../lib/errors.ts';
import { ERROR_CODES } from '../../../shared/errors.ts';
import { loginSchema, mbtiSchema, registerSchema } from '../../../shared/schemas/auth.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { toPublicUser } from './sessions.ts';
import { LoginLimiter } from './login-limiter.ts';
import { requireUser } from './guards.ts';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, sessions, config } = app.deps;
  const limiter = new LoginLimiter(config.limits);

  app.post(
    '/api/register',
    {
      config: {
        rateLimit: {
          max: config.limits.registerPerAddress,
          timeWindow: config.limits.windowMs,
          errorResponseBuilder: () => ({
            statusCode: 429,
            code: ERROR_CODES.rateLimited,
            message: 'Too many accounts created from this address. Please try again later.',
          }),
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(registerSchema, request.body);
      const username = input.username.toLowerCase();
      const password = await hashPassword(input.password);
      const [created] = await db
        .insert(users)
        .values({ username, password, name: input.name, email: username })
        .onConflictDoNothing({ target: users.username })
        .returning();
      if (!created) {
        throw new AppError(409, ERROR_CODES.conflict, 'An account with this email already exists');
      }
      await sessions.start(request, reply, created.id);
      return reply.code(201).send(toPublicUser(created));
    },
  );

  app.post('/api/login', async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    const account = input.username.toLowerCase();
    await limiter.check(account, request.ip);
    const [user] = await db.select().from(users).where(eq(users.username, account)).limit(1);
    const ok = await verifyPassword(user?.password ?? (await dummyPasswordHash()), input.password);
    if (!user || !ok) {
      await limiter.recordFailure(account, request.ip);
      throw new AppError(401, ERROR_CODES.unauthorized, 'Invalid username or password');
    }
    await limiter.recordSuccess(account);
    await sessions.start(request, reply, user.id);
    return toPublicUser(user);
  });

  app.post('/api/logout', async (request, reply) => {
    await sessions.revoke(request);
    reply.clearCookie('pawtype_session', { path: '/' });
    return reply.code(204).send();
  });

  app.get('/api/user', async (request) => {
    if (!request.user) throw unauthorized('Not signed in');
    return request.user;
  });

  app.post('/api/user/mbti', async (request) => {
    const user = requireUser(request);
    const { mbtiType } = parseInput(mbtiSchema, request.body);
    const [updated] = await db.update(users).set({ mbtiType }).where(eq(users.id, user.id)).returning();
    if (!updated) throw unauthorized();
    return toPublicUser(updated);
  });
}
