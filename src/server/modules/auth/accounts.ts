/** Account use cases: register, sign in, save the owner's human personality type. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { AppError, unauthorized } from '#server/lib/errors.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import type { LoginInput, PublicUser, RegisterInput } from '#shared/contracts/auth.ts';
import type { Role } from '#shared/roles.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { toPublicUser } from './sessions.ts';
import type { LoginLimiter } from './login-limiter.ts';

/** The first account of an empty database is the admin (user 1); every later one a member. */
const firstAccountIsAdmin = sql<Role>`case when exists (select 1 from ${users}) then 'member' else 'admin' end`;

/**
 * Creates the account; the username is the e-mail address, kept lower-case. While the users table is
 * empty, the first account is decided under a table lock: a registration racing it waits, then finds
 * it and becomes a member with a later id, so the admin is user 1 (and users_one_admin keeps it the
 * only one).
 */
export async function registerAccount(db: Db, input: RegisterInput): Promise<PublicUser> {
  const username = input.username.toLowerCase();
  const password = await hashPassword(input.password);
  const values = { username, password, name: input.name, email: username };
  const [someone] = await db.select({ id: users.id }).from(users).limit(1);
  const [created] = someone
    ? await db
        .insert(users)
        .values({ ...values, role: 'member' })
        .onConflictDoNothing()
        .returning()
    : await db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${users} in share row exclusive mode`);
        return tx
          .insert(users)
          .values({ ...values, role: firstAccountIsAdmin })
          .onConflictDoNothing()
          .returning();
      });
  if (!created) throw new AppError(409, ERROR_CODES.conflict, 'An account with this email already exists');
  return toPublicUser(created);
}

/** Checks the password (in constant work whether or not the account exists) under the failed-login limits. */
export async function signIn(db: Db, limiter: LoginLimiter, input: LoginInput, address: string): Promise<PublicUser> {
  const account = input.username.toLowerCase();
  const attempt = await limiter.reserve(account, address);
  const [user] = await db.select().from(users).where(eq(users.username, account)).limit(1);
  const ok = await verifyPassword(user?.password ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) throw new AppError(401, ERROR_CODES.unauthorized, 'Invalid username or password');
  await attempt.succeeded();
  return toPublicUser(user);
}

export async function saveHumanType(db: Db, user: PublicUser, mbtiType: string): Promise<PublicUser> {
  const [updated] = await db.update(users).set({ mbtiType }).where(eq(users.id, user.id)).returning();
  if (!updated) throw unauthorized();
  return toPublicUser(updated);
}
