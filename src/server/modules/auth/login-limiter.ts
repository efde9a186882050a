/**
 * Failed-login limits per account and per address, and the registration limit per address
 * (rate-limiter-flexible). On PostgreSQL the counters live in the database (table
 * pawtype_rate_limits), so every app process on that server shares them; on PGlite, which only
 * one process can open, they live in memory.
 * Only failed logins count; a successful login clears the account's counter.
 */
import { AppError } from '#server/lib/errors.ts';
import { consumeOrNull, createLimiter, type Limiter } from '#server/lib/rate-limits.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import type { AppConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';

export const REGISTER_LIMIT_MESSAGE = 'Too many accounts created from this address. Please try again later.';

export class LoginLimiter {
  private readonly perAccount: Limiter;
  private readonly perAddress: Limiter;

  constructor(limits: AppConfig['limits'], database?: Database) {
    const duration = Math.ceil(limits.windowMs / 1000);
    this.perAccount = createLimiter(database, 'acct', limits.loginPerAccount, duration);
    this.perAddress = createLimiter(database, 'addr', limits.loginPerAddress, duration);
  }

  private static tooMany(msBeforeNext: number): AppError {
    const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
    return new AppError(
      429,
      ERROR_CODES.rateLimited,
      `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }

  /** Throws 429 when either counter is used up. */
  async check(account: string, address: string): Promise<void> {
    await Promise.all([this.perAccount.ready(), this.perAddress.ready()]);
    const [a, b] = await Promise.all([this.perAccount.limiter.get(account), this.perAddress.limiter.get(address)]);
    for (const [res, { limiter }] of [
      [a, this.perAccount],
      [b, this.perAddress],
    ] as const) {
      if (res && res.consumedPoints >= limiter.points) throw LoginLimiter.tooMany(res.msBeforeNext);
    }
  }

  async recordFailure(account: string, address: string): Promise<void> {
    await Promise.all([consumeOrNull(this.perAccount, account), consumeOrNull(this.perAddress, address)]);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.perAccount.ready();
    await this.perAccount.limiter.delete(account);
  }
}

/** Registrations per address per window; every attempt counts, as @fastify/rate-limit counted them. */
export class RegisterLimiter {
  private readonly perAddress: Limiter;

  constructor(limits: AppConfig['limits'], database?: Database) {
    this.perAddress = createLimiter(database, 'reg', limits.registerPerAddress, Math.ceil(limits.windowMs / 1000));
  }

  /** Counts one attempt; throws 429 once the address is over its limit. */
  async consume(address: string): Promise<void> {
    const over = await consumeOrNull(this.perAddress, address);
    if (over) {
      throw new AppError(429, ERROR_CODES.rateLimited, REGISTER_LIMIT_MESSAGE);
    }
  }
}
