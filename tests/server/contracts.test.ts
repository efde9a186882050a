/**
 * The contracts hold: every endpoint has its route, a handler cannot answer outside its contract,
 * the OpenAPI document lists every route with its schemas, and text the database cannot hold is a
 * 400 naming the field with nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createTestApp, drivers, registerUser, type TestApp } from '../helpers/test-app.ts';
import { submission } from '../helpers/factories.ts';
import * as s from '#server/db/schema.ts';
import { route } from '#server/lib/route.ts';
import { api } from '#shared/contracts/index.ts';
import { endpoint, type Endpoint } from '#shared/contracts/define.ts';

const brokenContract = endpoint({
  method: 'GET',
  path: '/api/test/broken-contract',
  summary: 'A handler that answers outside its contract',
  tag: 'test',
  access: 'public',
  status: 200,
  response: z.object({ id: z.number().int(), name: z.string() }),
});

/** `/api/assessments/:id` -> `/api/assessments/{id}`, as OpenAPI writes paths. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe.each(drivers)('contracts on %s', (driver) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp(driver, {
      beforeReady: (app) => {
        // The type system refuses this shape too; the cast shows what happens if one slips through.
        route(app, brokenContract, () => ({ id: 'not a number' }) as never);
      },
    });
    owner = await registerUser(t.app);
  });
  afterAll(() => t.close());

  it('registers a route for every endpoint of the contracts', () => {
    const missing = Object.entries(api).filter(([, e]) => !t.app.hasRoute({ method: e.method, url: e.path }));
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it('answers a generic 500 when a handler returns a shape outside its contract', async () => {
    const res = await t.app.inject({ url: brokenContract.path });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
    });
    expect(res.body).not.toContain('not a number');
  });

  it('serves an OpenAPI document listing every route with its schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          { parameters?: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, unknown> }
        >
      >;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const [name, e] of Object.entries(api) as [string, Endpoint][]) {
      const op = doc.paths[openApiPath(e.path)]?.[e.method.toLowerCase()];
      expect(op, `${name}: ${e.method} ${e.path}`).toBeDefined();
      expect(Object.keys(op!.responses), name).toContain(String(e.status));
      for (const param of e.path.match(/:(\w+)/g) ?? []) {
        expect(
          op!.parameters?.some((p) => p.in === 'path' && p.name === param.slice(1)),
          `${name} ${param}`,
        ).toBe(true);
      }
      if (e.body && e.bodyType !== 'multipart') expect(op!.requestBody, `${name} body`).toBeDefined();
    }
    const login = doc.paths['/api/login']!.post!;
    expect(JSON.stringify(login.requestBody)).toContain('"username"');
    expect(JSON.stringify(login.responses['200'])).toContain('"mbtiType"');
  });

  it('serves a readable API page', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger');
  });

  describe('text the database cannot hold', () => {
    const count = async (table: typeof s.assessments | typeof s.users) =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

    it.each([
      {
        field: 'name',
        url: '/api/register',
        body: { username: 'nul@example.com', name: 'Pat\u0000', password: 'secret123' },
      },
      { field: 'username', url: '/api/login', body: { username: 'Fz\u0000-836@example.com', password: 'secret123' } },
      { field: 'password', url: '/api/login', body: { username: 'lone@example.com', password: 'secret\ud800123' } },
    ])('$url refuses a NUL or lone surrogate in $field with a 400 naming it', async ({ field, url, body }) => {
      const before = await count(s.users);
      const res = await t.app.inject({ method: 'POST', url, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().message).toContain(field);
      expect(res.json().message).toContain('cannot be stored');
      expect(await count(s.users)).toBe(before);
    });

    it('refuses a NUL in a submitted pet name or answer and stores nothing', async () => {
      const before = await count(s.assessments);
      for (const [field, overrides] of [
        ['petName', { petName: 'Fz\u0000-836' }],
        ['textResponses[3]', { textResponses: ['a', 'b', 'c', 'd\u0000', 'e', 'f', 'g', 'h', 'i', 'j', 'k'] }],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/submit-assessment',
          payload: submission(overrides),
          headers: { cookie: owner.cookie },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(field);
      }
      expect(await count(s.assessments)).toBe(before);
    });

    it('refuses a NUL in a renamed pet and keeps the old name', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/submit-assessment',
        payload: submission(),
        headers: { cookie: owner.cookie },
      });
      const id = created.json().id as number;
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/assessments/${id}`,
        payload: { petName: 'Fz\u0000-836' },
        headers: { cookie: owner.cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('petName');
      const after = await t.app.inject({ url: `/api/assessments/${id}`, headers: { cookie: owner.cookie } });
      expect(after.json().assessment.petName).toBe('Biscuit');
    });
  });

  it("answers a path id that is not a number with the resource's 404", async () => {
    const res = await t.app.inject({ url: '/api/assessments/abc', headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Assessment not found', code: 'NOT_FOUND' });
  });

  it('checks who may call before reading the input: signed out is 401 even with a bad body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/submit-assessment', payload: { nonsense: true } });
    expect(res.statusCode).toBe(401);
  });
});
