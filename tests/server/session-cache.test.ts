/**
 * The in-memory session cache (src/server/modules/auth/session-cache.ts): a signed-in request is
 * served without a session lookup for a few seconds, yet a session ended anywhere (logout, account
 * deletion, a row deleted by hand, in this process or another one on the same database) stops working
 * at once, an account change shows at once, and while its listener is away the cache is not trusted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createSiblingApp, createTestApp, drivers, registerUser, type TestApp } from '../helpers/test-app.ts';

const CACHE_MS = 400;
const me = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

/** Deletes a session row with the announcing trigger switched off, so only the cache still knows it. */
async function deleteUnannounced(t: TestApp, userId: number) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table sessions disable trigger sessions_changed`);
    await tx.execute(sql`delete from sessions where user_id = ${userId}`);
    await tx.execute(sql`alter table sessions enable trigger sessions_changed`);
  });
}

/** The status of GET /api/user as seen by `app`, polled until it is `status` or 3 s have passed. */
async function eventually(app: FastifyInstance, cookie: string, status: number) {
  const deadline = Date.now() + 3_000;
  let last = 0;
  while (Date.now() < deadline) {
    last = (await me(app, cookie)).statusCode;
    if (last === status) return last;
    await new Promise((r) => setTimeout(r, 20));
  }
  return last;
}

describe.each(drivers)('session cache on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { config: { sessionCacheMs: CACHE_MS } });
  });
  afterAll(() => t.close());

  it('serves a resolved session from memory, never longer than its lifetime', async () => {
    const owner = await registerUser(t.app);
    expect((await me(t.app, owner.cookie)).statusCode).toBe(200);
    expect(t.app.deps.sessions.cache.enabled).toBe(true);
    // Gone from the database without an announcement: only the cache still answers for it...
    await deleteUnannounced(t, owner.user.id);
    expect((await me(t.app, owner.cookie)).statusCode).toBe(200);
    // ...and only until its entry expires.
    await new Promise((r) => setTimeout(r, CACHE_MS + 50));
    expect((await me(t.app, owner.cookie)).statusCode).toBe(401);
  });

  it('a logged-out session is refused at once, even when replayed', async () => {
    const owner = await registerUser(t.app);
    expect((await me(t.app, owner.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: owner.cookie } });
    expect(out.statusCode).toBe(204);
    expect((await me(t.app, owner.cookie)).statusCode).toBe(401);
  });

  it('a session deleted by hand in the database is refused at once', async () => {
    const owner = await registerUser(t.app);
    expect((await me(t.app, owner.cookie)).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from sessions where user_id = ${owner.user.id}`);
    expect(await eventually(t.app, owner.cookie, 401)).toBe(401);
  });

  it('a saved human type shows on the next request', async () => {
    const owner = await registerUser(t.app);
    expect((await me(t.app, owner.cookie)).json().mbtiType).toBeNull();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/user/mbti',
      headers: { cookie: owner.cookie },
      payload: { mbtiType: 'INFJ' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await me(t.app, owner.cookie)).json().mbtiType).toBe('INFJ');
  });

  it("a role the admin gives or takes applies to the user's very next request", async () => {
    // The first account registered in this suite is the admin (registerUser's password): sign in again.
    const [admin] = (
      await t.database.db.execute<{ username: string }>(sql`select username from users where role = 'admin'`)
    ).rows;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: admin!.username, password: 'secret123' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const adminCookie = `pawtype_session=${login.cookies.find((c) => c.name === 'pawtype_session')!.value}`;
    const owner = await registerUser(t.app);
    expect((await me(t.app, owner.cookie)).json().role).toBe('member');
    const setRole = (role: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${owner.user.id}/role`,
        headers: { cookie: adminCookie },
        payload: { role },
      });
    expect((await setRole('moderator')).statusCode).toBe(200);
    expect((await me(t.app, owner.cookie)).json().role).toBe('moderator');
    expect((await setRole('member')).statusCode).toBe(200);
    expect((await me(t.app, owner.cookie)).json().role).toBe('member');
  });
});

describe.skipIf(!drivers.includes('postgres'))('session cache with two app processes on PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: { cookie: string };
  beforeAll(async () => {
    a = await createTestApp('postgres', { config: { sessionCacheMs: 60_000 } });
    b = await createSiblingApp(a, { config: { sessionCacheMs: 60_000 } });
    const first = await registerUser(a.app);
    expect(first.user).toMatchObject({ id: 1, role: 'admin' });
    admin = first;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a logout on one process ends the session the other holds in memory', async () => {
    const owner = await registerUser(a.app);
    expect((await me(b.app, owner.cookie)).statusCode).toBe(200);
    expect(b.app.deps.sessions.cache.size).toBeGreaterThan(0);
    await a.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: owner.cookie } });
    expect(await eventually(b.app, owner.cookie, 401)).toBe(401);
  });

  it("the admin's deletion on one process ends the user's sessions on the other", async () => {
    const owner = await registerUser(a.app);
    expect((await me(b.app, owner.cookie)).statusCode).toBe(200);
    const del = await a.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${owner.user.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(del.statusCode, del.body).toBe(204);
    expect(await eventually(b.app, owner.cookie, 401)).toBe(401);
  });

  it('a human type saved on one process shows on the other', async () => {
    const owner = await registerUser(a.app);
    expect((await me(b.app, owner.cookie)).json().mbtiType).toBeNull();
    const saved = await a.app.inject({
      method: 'POST',
      url: '/api/user/mbti',
      headers: { cookie: owner.cookie },
      payload: { mbtiType: 'ESTP' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const deadline = Date.now() + 3_000;
    let seen: unknown = null;
    while (seen !== 'ESTP' && Date.now() < deadline) {
      // Between tries the event loop reads the notification (a request served from memory waits for no I/O).
      await new Promise((r) => setTimeout(r, 20));
      seen = (await me(b.app, owner.cookie)).json().mbtiType;
    }
    expect(seen).toBe('ESTP');
  });

  it('a moderator named on one process may moderate on the other at once, and not once unnamed', async () => {
    const mod = await registerUser(a.app);
    const queue = () =>
      b.app.inject({ method: 'GET', url: '/api/moderation/reports', headers: { cookie: mod.cookie } });
    expect((await queue()).statusCode).toBe(403);
    expect(b.app.deps.sessions.cache.size).toBeGreaterThan(0);
    const setRole = (role: string) =>
      a.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${mod.user.id}/role`,
        headers: { cookie: admin.cookie },
        payload: { role },
      });
    /** The queue's status on the other process, polled until it is `status` or 3 s have passed. */
    const queueBecomes = async (status: number) => {
      const deadline = Date.now() + 3_000;
      let last = 0;
      while (last !== status && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
        last = (await queue()).statusCode;
      }
      return last;
    };
    expect((await setRole('moderator')).statusCode).toBe(200);
    expect(await queueBecomes(200)).toBe(200);
    expect((await setRole('member')).statusCode).toBe(200);
    expect(await queueBecomes(403)).toBe(403);
  });

  it('is not trusted while its listener is away, and is used again once it listens again', async () => {
    const owner = await registerUser(a.app);
    expect((await me(b.app, owner.cookie)).statusCode).toBe(200);
    const killed = await a.database.db.execute<{ ok: boolean }>(sql`
      select pg_terminate_backend(pid) as ok from pg_stat_activity
      where datname = current_database() and query = 'LISTEN "session_changes"' and pid <> pg_backend_pid()`);
    expect(killed.rows.length).toBe(2);
    const deadline = Date.now() + 3_000;
    while (b.app.deps.sessions.cache.enabled && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(b.app.deps.sessions.cache.enabled).toBe(false);
    // Meanwhile every request reads the database: a session deleted unannounced is refused at once.
    await deleteUnannounced(a, owner.user.id);
    expect((await me(b.app, owner.cookie)).statusCode).toBe(401);
    // Listening again (after about half a second), the cache serves again.
    const again = Date.now() + 10_000;
    while (!b.app.deps.sessions.cache.enabled && Date.now() < again) await new Promise((r) => setTimeout(r, 50));
    expect(b.app.deps.sessions.cache.enabled).toBe(true);
    const other = await registerUser(a.app);
    expect((await me(b.app, other.cookie)).statusCode).toBe(200);
    expect(b.app.deps.sessions.cache.size).toBeGreaterThan(0);
  });
});
