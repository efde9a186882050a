/**
 * Server-side sessions: a random token travels in an HttpOnly cookie; only its SHA-256 is stored.
 * Sessions slide: each use more than a day after the last extension pushes the expiry out again.
 * Expired sessions are removed by the housekeeping (#server/housekeeping.ts).
 */
import crypto from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import type { AppConfig } from '#server/config.ts';
import { SessionCache } from './session-cache.ts';

export const SESSION_COOKIE = 'pawtype_session';
const EXTEND_AFTER_MS = 24 * 60 * 60_000;

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export function toPublicUser(u: typeof users.$inferSelect): PublicUser {
  return { id: u.id, username: u.username, name: u.name, email: u.email, mbtiType: u.mbtiType, role: u.role };
}

export class SessionService {
  /** The lookup every signed-in request makes, prepared once: one indexed join, no SQL built per request. */
  private readonly lookup;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    /** Resolved sessions held for a few seconds (./session-cache.ts); without one, every request looks up. */
    readonly cache: SessionCache = new SessionCache(0),
  ) {
    this.lookup = db
      .select({ user: users, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
      .limit(1)
      .prepare('session_lookup');
  }

  private cookieOptions(request: FastifyRequest, expires: Date) {
    const secure =
      this.config.cookieSecure === 'auto' ? request.protocol === 'https' : this.config.cookieSecure === 'true';
    return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, expires };
  }

  /** Starts a new session with a fresh token (any session the request carried is revoked). */
  async start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    await this.revoke(request);
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.sessionTtlMs);
    await this.db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
    reply.setCookie(SESSION_COOKIE, token, this.cookieOptions(request, expiresAt));
  }

  /** The signed-in user for this request, or null; extends the session when due. */
  async resolve(request: FastifyRequest, reply: FastifyReply): Promise<PublicUser | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const tokenHash = hashToken(token);
    const now = Date.now();
    let session = this.cache.get(tokenHash, now);
    if (!session) {
      const generation = this.cache.mark();
      const [row] = await this.lookup.execute({ tokenHash, now: new Date(now) });
      if (!row) {
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return null;
      }
      session = { user: toPublicUser(row.user), expiresAt: row.expiresAt.getTime() };
      this.cache.set(tokenHash, session, generation, now);
    }
    const remaining = session.expiresAt - now;
    if (this.config.sessionTtlMs - remaining > EXTEND_AFTER_MS) {
      const expiresAt = new Date(now + this.config.sessionTtlMs);
      await this.db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
      this.cache.dropToken(tokenHash);
      reply.setCookie(SESSION_COOKIE, token, this.cookieOptions(request, expiresAt));
    }
    return session.user;
  }

  async revoke(request: FastifyRequest): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const tokenHash = hashToken(token);
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    this.cache.dropToken(tokenHash);
  }

  /**
   * A user's account changed or is gone: this process forgets their sessions at once (other processes
   * hear of it from the database's announcement).
   */
  userChanged(userId: number): void {
    this.cache.dropUser(userId);
  }

  /** Signs out: the session stops working at once and the cookie is cleared. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.revoke(request);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  async revokeAllForUser(userId: number): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
    this.cache.dropUser(userId);
  }

  /** Ends every session of the user except the one this request carries (a password change). */
  async revokeOthers(request: FastifyRequest, userId: number): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    const keep = token ? hashToken(token) : '';
    await this.db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)));
    this.cache.dropUser(userId);
  }
}
