/**
 * Limits on e-mail-sending requests, in the same store as the sign-in limits (../../lib/rate-limits.ts:
 * the PostgreSQL table every process shares, or memory on PGlite). Every request counts.
 */
import { AppError } from '#server/lib/errors.ts';
import { consumeOrNull, createLimiter, type Limiter } from '#server/lib/rate-limits.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import type { AppConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';

const inMinutes = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export class RecoveryLimiter {
  private readonly resetPerEmail: Limiter;
  private readonly resetPerClient: Limiter;
  private readonly linksPerUser: Limiter;

  constructor(limits: AppConfig['limits'], database?: Database) {
    const duration = Math.ceil(limits.windowMs / 1000);
    this.resetPerEmail = createLimiter(database, 'rst-e', limits.resetPerEmail ?? 3, duration);
    this.resetPerClient = createLimiter(database, 'rst-c', limits.resetPerClient ?? 10, duration);
    this.linksPerUser = createLimiter(database, 'mail-u', limits.resetPerEmail ?? 3, duration);
  }

  /** One password-reset request for this address from this client; 429 in words when over either limit. */
  async consumeReset(email: string, client: string): Promise<void> {
    const [a, b] = await Promise.all([
      consumeOrNull(this.resetPerEmail, email),
      consumeOrNull(this.resetPerClient, client),
    ]);
    const over = a ?? b;
    if (over) {
      throw new AppError(
        429,
        ERROR_CODES.rateLimited,
        `Too many password reset requests. Please check your inbox (and spam folder) for the link we sent, or try again in ${inMinutes(over.msBeforeNext)}.`,
      );
    }
  }

  /** One confirmation or address-change link for this user. */
  async consumeLink(userId: number): Promise<void> {
    const over = await consumeOrNull(this.linksPerUser, String(userId));
    if (over) {
      throw new AppError(
        429,
        ERROR_CODES.rateLimited,
        `We have sent several links already. Please check your inbox (and spam folder), or try again in ${inMinutes(over.msBeforeNext)}.`,
      );
    }
  }
}
