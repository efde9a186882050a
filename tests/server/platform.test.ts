import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, drivers, registerUser, uniqueEmail, type TestApp } from '../helpers/test-app.ts';
import { seed } from '#server/db/seed.ts';
import * as s from '#server/db/schema.ts';
import { ARCHETYPES } from '#shared/archetypes.ts';

describe.each(drivers)('platform on %s', (driver) => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtype-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>PawType</title><div id="root"></div>');
    t = await createTestApp(driver, {
      clientDir,
      beforeReady: (app) => {
        app.get('/api/test/boom', async () => {
          throw new Error('secret internal detail: connection string postgres://x');
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: driver });
  });

  it('sends security headers the client satisfies', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('echoes a sane request id and replaces an unsafe one', async () => {
    expect(
      (await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } })).headers['x-request-id'],
    ).toBe('abc-123');
    expect(
      (await t.app.inject({ url: '/api/health', headers: { 'x-request-id': '<script>' } })).headers['x-request-id'],
    ).not.toBe('<script>');
  });

  describe('error shape', () => {
    it('unknown /api paths are JSON 404s, for every method', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url: '/api/no-such-thing' });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
      }
    });

    it('other paths get the client (SPA fallback)', async () => {
      for (const url of ['/', '/welcome', '/results/12', '/some/deep/link']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain('<div id="root">');
      }
    });

    it('malformed JSON answers 400 { message, code }', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The request body is not valid JSON', code: expect.any(String) });
    });

    it('a 500 never shows internals', async () => {
      const res = await t.app.inject({ url: '/api/test/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL_ERROR',
      });
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('stack');
    });
  });

  describe('origin check', () => {
    it('refuses a state-changing request from a foreign origin with 403 and changes nothing', async () => {
      const email = uniqueEmail();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { origin: 'https://evil.example', host: 'localhost:3000' },
        payload: { username: email, name: 'Eve', password: 'secret1' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN_ORIGIN');
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: email, password: 'secret1' },
      });
      expect(login.statusCode).toBe(401);
    });

    it('accepts the same origin, and requests without an Origin header', async () => {
      const same = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
        payload: { username: uniqueEmail(), name: 'Sam', password: 'secret1' },
      });
      expect(same.statusCode).toBe(201);
      const { cookie } = await registerUser(t.app);
      const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
      expect(logout.statusCode).toBe(204);
    });

    it('a foreign origin cannot log a user out', async () => {
      const { cookie } = await registerUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { cookie, origin: 'http://attacker.test', host: 'localhost:3000' },
      });
      expect(res.statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
    });
  });

  describe('migrations and seed', () => {
    it('apply twice without error or duplicates', async () => {
      await t.database.migrate();
      await seed(t.database.db);
      await t.database.migrate();
      await seed(t.database.db);
      const count = async (
        table: typeof s.archetypes | typeof s.petTypes | typeof s.traits | typeof s.discussionBoards,
      ) => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
      expect(await count(s.petTypes)).toBe(5);
      expect(await count(s.traits)).toBe(4);
      expect(await count(s.archetypes)).toBe(16);
      expect(await count(s.discussionBoards)).toBe(16);
    });

    it('seeds the archetypes with the decided ids, codes and titles, and board N for archetype N', async () => {
      const rows = await t.database.db.select().from(s.archetypes).orderBy(s.archetypes.id);
      expect(rows.map((r) => [r.id, r.code, r.name])).toEqual(ARCHETYPES.map((a) => [a.id, a.code, a.title]));
      const boards = await t.database.db.select().from(s.discussionBoards).orderBy(s.discussionBoards.id);
      expect(boards.map((b) => [b.id, b.archetypeId])).toEqual(ARCHETYPES.map((a) => [a.id, a.id]));
      expect(new Set(boards.map((b) => b.name)).size).toBe(16);
      const pets = await t.database.db.select().from(s.petTypes).orderBy(s.petTypes.id);
      expect(pets.map((p) => p.name)).toEqual(['Dog', 'Cat', 'Bird', 'Rabbit', 'Other']);
    });
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      config: { limits: { loginPerAccount: 3, loginPerAddress: 6, registerPerAddress: 3, windowMs: 60_000 } },
    });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password } });

  it('locks an account after repeated failures, even with the right password, from any address', async () => {
    const { user } = await registerUser(t.app, {}, '10.9.9.9');
    for (let i = 0; i < 3; i++) expect((await login(user.username, 'wrong-one', `10.1.0.${i}`)).statusCode).toBe(401);
    const locked = await login(user.username, 'secret123', '10.1.0.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: expect.stringMatching(/^Too many failed login attempts/),
      code: 'RATE_LIMITED',
    });
  });

  it('a success clears the account counter', async () => {
    const { user } = await registerUser(t.app, {}, '10.9.9.8');
    for (let i = 0; i < 2; i++) await login(user.username, 'wrong-one', '10.2.0.1');
    expect((await login(user.username, 'secret123', '10.2.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await login(user.username, 'wrong-one', '10.2.0.1');
    expect((await login(user.username, 'secret123', '10.2.0.1')).statusCode).toBe(200);
  });

  it('limits failed logins per address across accounts', async () => {
    for (let i = 0; i < 6; i++) await login(uniqueEmail('spray'), 'whatever1', '10.3.0.1');
    const res = await login(uniqueEmail('spray'), 'whatever1', '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect((await login(uniqueEmail('other'), 'whatever1', '10.3.0.2')).statusCode).toBe(401);
  });

  it('limits registrations per address', async () => {
    const reg = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: '10.4.0.1',
        payload: { username: uniqueEmail(), name: 'R', password: 'secret1' },
      });
    for (let i = 0; i < 3; i++) expect((await reg()).statusCode).toBe(201);
    const res = await reg();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: 'Too many accounts created from this address. Please try again later.',
      code: 'RATE_LIMITED',
    });
  });
});
