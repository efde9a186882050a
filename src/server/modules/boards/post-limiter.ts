/**
 * Posting limit per user (posts and replies together): a burst of a few posts a minute is fine, a
 * flood answers 429 saying when to try again. Shared by every process on PostgreSQL, in memory on PGlite.
 */
import { AppError } from '#server/lib/errors.ts';
import { consumeOrNull, createLimiter, type Limiter } from '#server/lib/rate-limits.ts';
import type { Database } from '#server/db/client.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { postRateLimitedMessage } from '#shared/rules/boards.ts';

export class PostLimiter {
  private readonly limiter: Limiter;

  constructor(postsPerMinute: number, database?: Database) {
    this.limiter = createLimiter(database, 'posts', postsPerMinute, 60);
  }

  /** Counts one post for this user; throws 429 (with retryAfterSeconds) when the minute's posts are used up. */
  async consume(userId: number): Promise<void> {
    const over = await consumeOrNull(this.limiter, String(userId));
    if (over) throw new RateLimitedError(Math.max(1, Math.ceil(over.msBeforeNext / 1000)));
  }
}

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, ERROR_CODES.rateLimited, postRateLimitedMessage(retryAfterSeconds));
  }
}
