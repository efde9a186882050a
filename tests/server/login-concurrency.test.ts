/**
 * The failed-login limits hold however the guesses are spread: 100 wrong passwords sent at the same
 * moment (over two app instances on one PostgreSQL database, as two processes would be) get at most
 * the limit's number of password checks. The password verifier is counted (every call, real or dummy).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createSiblingApp,
  createTestApp,
  drivers,
  registerUser,
  uniqueEmail,
  type TestApp,
} from '../helpers/test-app.ts';

const verified = vi.hoisted(() => ({ calls: 0 }));
vi.mock('#server/modules/auth/password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#server/modules/auth/password.ts')>();
  return {
    ...real,
    verifyPassword: async (hashed: string, password: string) => {
      verified.calls += 1;
      return real.verifyPassword(hashed, password);
    },
  };
});

const LIMIT_ACCOUNT = 5;
const LIMIT_ADDRESS = 20;

describe.each(drivers)('failed-login limits under concurrency on %s', (driver) => {
  let t: TestApp;
  let apps: TestApp['app'][];
  let sibling: TestApp | undefined;
  beforeAll(async () => {
    const config = {
      limits: {
        loginPerAccount: LIMIT_ACCOUNT,
        loginPerAddress: LIMIT_ADDRESS,
        registerPerAddress: 10_000,
        windowMs: 900_000,
      },
    };
    t = await createTestApp(driver, { config });
    // On PostgreSQL a second instance with its own pool stands for a second process.
    if (driver === 'postgres') sibling = await createSiblingApp(t, { config });
    apps = sibling ? [t.app, sibling.app] : [t.app];
  });
  afterAll(async () => {
    await sibling?.close();
    await t.close();
  });
  afterEach(() => {
    verified.calls = 0;
  });

  const login = (i: number, username: string, password: string, remoteAddress: string) =>
    apps[i % apps.length]!.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
      remoteAddress,
    });

  it('checks at most LOGIN_LIMIT_ACCOUNT of 100 simultaneous wrong passwords for one account', async () => {
    const { user } = await registerUser(t.app);
    verified.calls = 0;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(i, user.username, `wrong-${i}`, `10.1.${Math.floor(i / 250)}.${i % 250}`),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(verified.calls).toBe(LIMIT_ACCOUNT);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT_ACCOUNT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - LIMIT_ACCOUNT);
    expect(answers.find((r) => r.statusCode === 429)!.json().message).toMatch(/^Too many failed login attempts/);
    // The right password is refused too until the window passes: the account is protected.
    const right = await login(0, user.username, 'secret123', '10.9.9.9');
    expect(right.statusCode).toBe(429);
    expect(verified.calls).toBe(LIMIT_ACCOUNT);
    console.log(`[${driver}] verified guesses: ${LIMIT_ACCOUNT} of 100 (limit ${LIMIT_ACCOUNT})`);
  });

  it('checks at most LOGIN_LIMIT_ADDRESS of 100 simultaneous wrong passwords from one address', async () => {
    const accounts = Array.from({ length: 100 }, () => uniqueEmail('guess'));
    verified.calls = 0;
    const answers = await Promise.all(accounts.map((a, i) => login(i, a, 'wrong-password', '10.2.0.1')));
    expect(verified.calls).toBe(LIMIT_ADDRESS);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(100 - LIMIT_ADDRESS);
  });

  it('a successful sign-in gives its slot back and clears the account', async () => {
    const { user } = await registerUser(t.app);
    for (let i = 0; i < LIMIT_ACCOUNT - 1; i++) {
      expect((await login(i, user.username, 'wrong-password', '10.3.0.1')).statusCode).toBe(401);
    }
    expect((await login(0, user.username, 'secret123', '10.3.0.1')).statusCode).toBe(200);
    // The account starts again from zero: another LOGIN_LIMIT_ACCOUNT failures before a 429.
    for (let i = 0; i < LIMIT_ACCOUNT; i++) {
      expect((await login(i, user.username, 'wrong-password', '10.3.0.2')).statusCode).toBe(401);
    }
    expect((await login(0, user.username, 'wrong-password', '10.3.0.2')).statusCode).toBe(429);
    // Successes never used up the address: 30 sign-ins of fresh accounts from one address all pass.
    const fresh = await Promise.all(Array.from({ length: 3 }, () => registerUser(t.app)));
    for (let i = 0; i < LIMIT_ADDRESS + 10; i++) {
      const u = fresh[i % fresh.length]!.user;
      expect((await login(i, u.username, 'secret123', '10.3.0.3')).statusCode).toBe(200);
    }
  });

  it("checks at most LOGIN_LIMIT_ACCOUNT of 100 simultaneous wrong passwords for 'Delete my account'", async () => {
    const { cookie } = await registerUser(t.app);
    verified.calls = 0;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        apps[i % apps.length]!.inject({
          method: 'DELETE',
          url: '/api/user',
          headers: { cookie },
          payload: { password: `wrong-${i}` },
          remoteAddress: `10.4.0.${i}`,
        }),
      ),
    );
    expect(verified.calls).toBe(LIMIT_ACCOUNT);
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(LIMIT_ACCOUNT);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(100 - LIMIT_ACCOUNT);
  });

  it.each([
    [
      'Change password',
      '/api/user/password',
      (i: number) => ({ currentPassword: `wrong-${i}`, password: 'new-pass-1', confirmPassword: 'new-pass-1' }),
    ],
    ['Change e-mail', '/api/user/email', (i: number) => ({ email: uniqueEmail(`moved-${i}`), password: `wrong-${i}` })],
  ])(
    "checks at most LOGIN_LIMIT_ACCOUNT of 100 simultaneous wrong current passwords for '%s', on the sign-in limits",
    async (_name, url, payload) => {
      const owner = await registerUser(t.app);
      verified.calls = 0;
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          apps[i % apps.length]!.inject({
            method: 'POST',
            url,
            headers: { cookie: owner.cookie },
            payload: payload(i),
            remoteAddress: `10.5.0.${i}`,
          }),
        ),
      );
      expect(verified.calls).toBe(LIMIT_ACCOUNT);
      expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(LIMIT_ACCOUNT);
      expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(100 - LIMIT_ACCOUNT);
      // One limiter with /api/login: the right password cannot sign in either until the window passes.
      expect((await login(0, owner.user.username, owner.password, '10.5.1.1')).statusCode).toBe(429);
    },
  );
});
