/**
 * Failed-login limits per account and per address, and the registration limit per address
 * (rate-limiter-flexible). On PostgreSQL the counters live in the database (table
 * pawtype_rate_limits), so every app process on that server shares them; on PGlite, which only
 * one process can open, they live in memory.
 * Every attempt takes a slot before its password is checked; a successful one gives it back (and
 * clears the account's counter), so only failed logins count.
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

  /**
   * Reserves one failed-login slot on the account's and on the address's counter, atomically, before
   * the password is checked: however many attempts arrive at once (on any number of connections and
   * processes), at most the limit's number of them get a slot, so at most that many passwords are
   * ever verified per window. Throws 429 when either counter is used up (a slot taken on the other
   * counter is given back). The attempt keeps its slots unless `succeeded()` is called.
   */
  async reserve(account: string, address: string): Promise<{ succeeded(): Promise<void> }> {
    const overAccount = await consumeOrNull(this.perAccount, account);
    if (overAccount) throw LoginLimiter.tooMany(overAccount.msBeforeNext);
    const overAddress = await consumeOrNull(this.perAddress, address);
    if (overAddress) {
      await this.perAccount.limiter.reward(account, 1).catch(() => {});
      throw LoginLimiter.tooMany(overAddress.msBeforeNext);
    }
    return {
      // A success clears the account's failures and gives the address its slot back.
      succeeded: async () => {
        await Promise.all([this.perAccount.limiter.delete(account), this.perAddress.limiter.reward(address, 1)]);
      },
    };
  }

  /**
   * Clears the account's failed-login counter without an attempt: the owner proved the address by
   * opening a password-reset link, so an earlier lockout no longer stands in the way.
   */
  async forgive(account: string): Promise<void> {
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
