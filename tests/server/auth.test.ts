import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, cookieFrom, drivers, registerUser, uniqueEmail, type TestApp } from '../helpers/test-app.ts';
import { sessions, users } from '#server/db/schema.ts';
import { bootstrapAdmin } from '#server/modules/auth/bootstrap-admin.ts';

describe.each(drivers)('accounts on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/register', payload });
  const login = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/login', payload });

  describe('roles', () => {
    it('the first account is the admin (user 1); every later one a member; register, login and GET /api/user say so', async () => {
      const first = await register({ username: uniqueEmail('first'), name: 'First', password: 'secret1' });
      expect(first.json()).toMatchObject({ id: 1, role: 'admin' });
      const second = await register({ username: uniqueEmail('second'), name: 'Second', password: 'secret1' });
      expect(second.json().role).toBe('member');
      const me = await t.app.inject({ url: '/api/user', headers: { cookie: cookieFrom(first) } });
      expect(me.json()).toMatchObject({ id: 1, role: 'admin' });
      const again = await login({ username: second.json().username, password: 'secret1' });
      expect(again.json()).toMatchObject({ id: second.json().id, role: 'member' });
    });
  });

  describe('POST /api/register', () => {
    it.each([
      [{ username: 'not-an-email', name: 'A', password: 'secret1' }, 'Please enter a valid email'],
      [{ name: 'A', password: 'secret1' }, 'Please enter a valid email'],
      [{ username: uniqueEmail(), name: '   ', password: 'secret1' }, 'Name is required'],
      [{ username: uniqueEmail(), password: 'secret1' }, 'Name is required'],
      [{ username: uniqueEmail(), name: 'A', password: '12345' }, 'Password must be at least 6 characters'],
      [{ username: uniqueEmail(), name: 'A' }, 'Password must be at least 6 characters'],
    ])('rejects %j with "%s" and stores nothing', async (payload, message) => {
      const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: 'VALIDATION_ERROR' });
      expect(res.headers['set-cookie']).toBeUndefined();
      const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
      expect(after[0]!.n).toBe(before[0]!.n);
    });

    it('creates the account, signs it in and never returns the hash', async () => {
      const email = uniqueEmail();
      const res = await register({ username: email, name: 'Robin', password: 'secret1', email });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        id: expect.any(Number),
        username: email,
        name: 'Robin',
        email,
        mbtiType: null,
        role: 'member',
      });
      expect(res.body).not.toMatch(/argon2|password/i);
      const me = await t.app.inject({ url: '/api/user', headers: { cookie: cookieFrom(res) } });
      expect(me.json().username).toBe(email);
      const [row] = await t.database.db.select().from(users).where(eq(users.username, email));
      expect(row!.password).toMatch(/^\$argon2id\$/);
    });

    it('refuses a taken e-mail, whatever its case, with a clear 409', async () => {
      const email = uniqueEmail();
      expect((await register({ username: email, name: 'A', password: 'secret1' })).statusCode).toBe(201);
      const res = await register({ username: email.toUpperCase(), name: 'B', password: 'secret2' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'An account with this email already exists', code: 'CONFLICT' });
    });
  });

  describe('POST /api/login', () => {
    it.each([
      [{ username: 'ab', password: 'secret1' }, 'Username must be at least 3 characters'],
      [{ username: 'abc@example.com', password: '123' }, 'Password must be at least 6 characters'],
    ])('rejects %j with "%s"', async (payload, message) => {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('answers 401 with a message for a wrong password or an unknown account', async () => {
      const { user } = await registerUser(t.app);
      for (const payload of [
        { username: user.username, password: 'wrong-password' },
        { username: uniqueEmail('nobody'), password: 'secret123' },
      ]) {
        const res = await login(payload);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Invalid username or password', code: 'UNAUTHORIZED' });
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    });

    it('issues a new token at each login and keeps the old session of another device', async () => {
      const { user, cookie: first } = await registerUser(t.app);
      const a = await login({ username: user.username, password: 'secret123' });
      const b = await login({ username: user.username, password: 'secret123' });
      expect(a.statusCode).toBe(200);
      const ca = cookieFrom(a);
      const cb = cookieFrom(b);
      expect(new Set([first, ca, cb]).size).toBe(3);
      for (const c of [first, ca, cb]) {
        expect((await t.app.inject({ url: '/api/user', headers: { cookie: c } })).statusCode).toBe(200);
      }
    });

    it('replaces the session the request carried when signing in again', async () => {
      const { user, cookie } = await registerUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { cookie },
        payload: { username: user.username, password: 'secret123' },
      });
      expect(cookieFrom(res)).not.toBe(cookie);
      expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    });

    it('stores only a hash of the token', async () => {
      const { user, cookie } = await registerUser(t.app);
      const token = cookie.split('=')[1]!;
      const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).not.toContain(token);
      expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('session cookie', () => {
    it('is HttpOnly, SameSite=Lax, path / and not Secure over plain HTTP', async () => {
      const res = await register({ username: uniqueEmail(), name: 'A', password: 'secret1' });
      const c = res.cookies.find((x) => x.name === 'pawtype_session')!;
      expect(c.httpOnly).toBe(true);
      expect(c.sameSite).toBe('Lax');
      expect(c.path).toBe('/');
      expect(c.secure).toBeFalsy();
      expect(c.value).toMatch(/^[\w-]{43}$/);
      expect(new Date(c.expires!).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
    });
  });

  describe('session life cycle', () => {
    it('GET /api/user is 401 when signed out and with a forged cookie', async () => {
      expect((await t.app.inject({ url: '/api/user' })).statusCode).toBe(401);
      const forged = await t.app.inject({ url: '/api/user', headers: { cookie: 'pawtype_session=forged-token' } });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ message: 'Not signed in', code: 'UNAUTHORIZED' });
    });

    it('logout revokes the session on the server', async () => {
      const { cookie } = await registerUser(t.app);
      const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
      expect(out.statusCode).toBe(204);
      expect(out.cookies.find((c) => c.name === 'pawtype_session')?.value).toBe('');
      expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    });

    it('an expired session is refused', async () => {
      const { user, cookie } = await registerUser(t.app);
      await t.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, user.id));
      expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    });

    it('slides: a session used after a day gets a later expiry and a fresh cookie', async () => {
      const { user, cookie } = await registerUser(t.app);
      const soon = new Date(Date.now() + 2 * 24 * 3600_000);
      await t.database.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, user.id));
      const res = await t.app.inject({ url: '/api/user', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
      expect(res.cookies.find((c) => c.name === 'pawtype_session')?.value).toBe(cookie.split('=')[1]);
    });
  });

  describe('POST /api/user/mbti', () => {
    it('needs a session', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/mbti', payload: { mbtiType: 'ENFP' } });
      expect(res.statusCode).toBe(401);
    });
    it('saves a valid type and refuses anything else', async () => {
      const { cookie } = await registerUser(t.app);
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/user/mbti',
        headers: { cookie },
        payload: { mbtiType: 'ABCD' },
      });
      expect(bad.statusCode).toBe(400);
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/user/mbti',
        headers: { cookie },
        payload: { mbtiType: 'infj' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().mbtiType).toBe('INFJ');
      expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).json().mbtiType).toBe('INFJ');
    });
  });
});

describe.each(drivers)('the admin at start on %s', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver);
  });
  afterEach(() => t.close());

  const adminConfig = { username: 'boss@pawtype.test', password: 'boss-secret', name: 'Boss' };
  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

  it('bootstrap creates user 1 with the admin role, once; registrations after it are members', async () => {
    expect(await bootstrapAdmin(t.database.db, adminConfig)).toBe(true);
    expect(await bootstrapAdmin(t.database.db, { ...adminConfig, username: 'boss2@pawtype.test' })).toBe(false);
    const res = await login(adminConfig.username, adminConfig.password);
    expect(res.json()).toMatchObject({ id: 1, name: 'Boss', role: 'admin' });
    const member = await registerUser(t.app);
    expect(member.user).toMatchObject({ role: 'member' });
    const roles = await t.database.db.select({ id: users.id, role: users.role }).from(users).orderBy(users.id);
    expect(roles).toEqual([
      { id: 1, role: 'admin' },
      { id: member.user.id, role: 'member' },
    ]);
  });

  it('registrations racing for the first account make exactly one admin, and it is user 1', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: { username: uniqueEmail(`race${i}`), name: `Racer ${i}`, password: 'secret1' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const admins = results.map((r) => r.json()).filter((u: { role: string }) => u.role === 'admin');
    expect(admins).toHaveLength(1);
    expect(admins[0].id).toBe(1);
  });
});
