/**
 * Failed-login limits per account and per address (rate-limiter-flexible, in memory).
 * Only failures count; a successful login clears the account's counter.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/errors.ts';
import { ERROR_CODES } from '../../../shared/errors.ts';
import type { AppConfig } from '../../config.ts';

export class LoginLimiter {
  private readonly perAccount: RateLimiterMemory;
  private readonly perAddress: RateLimiterMemory;

  constructor(limits: AppConfig['limits']) {
    const duration = Math.ceil(limits.windowMs / 1000);
    this.perAccount = new RateLimiterMemory({ keyPrefix: 'acct', points: limits.loginPerAccount, duration });
    this.perAddress = new RateLimiterMemory({ keyPrefix: 'addr', points: limits.loginPerAddress, duration });
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
    const [a, b] = await Promise.all([this.perAccount.get(account), this.perAddress.get(address)]);
    for (const [res, limiter] of [
      [a, this.perAccount],
      [b, this.perAddress],
    ] as const) {
      if (res && res.consumedPoints >= limiter.points) throw LoginLimiter.tooMany(res.msBeforeNext);
    }
  }

  async recordFailure(account: string, address: string): Promise<void> {
    await Promise.all(
      [this.perAccount.consume(account), this.perAddress.consume(address)].map((p) =>
        p.catch((e: unknown) => {
          if (!(e instanceof RateLimiterRes)) throw e;
        }),
      ),
    );
  }

  async recordSuccess(account: string): Promise<void> {
    await this.perAccount.delete(account);
  }
}
