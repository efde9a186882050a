/**
 * Result pages kept at the version of their row (src/server/modules/assessments/result-cache.ts):
 * a result read again is the same answer, in every encoding, without being built again; any change
 * of the assessment, made through the API, by another process or by hand in the database, shows on
 * the very next read; and a kept answer never reaches anyone but its owner.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  appWithTwoOwners,
  createSiblingApp,
  drivers,
  requestAs,
  type RegisteredUser,
  type TestApp,
} from '../helpers/test-app.ts';
import { submission } from '../helpers/factories.ts';
import * as s from '#server/db/schema.ts';
import { PreparedJson } from '#server/lib/prepared-json.ts';
import { ResultCache } from '#server/modules/assessments/result-cache.ts';
import type { AssessmentResult } from '#shared/contracts/assessments.ts';

describe('ResultCache', () => {
  const body = (n: number) => new PreparedJson(JSON.stringify({ pad: 'x'.repeat(n) }));

  it('gives an entry back to its owner only', () => {
    const cache = new ResultCache();
    cache.set(1, { userId: 7, version: 3, body: body(10) });
    expect(cache.get(1, 7)?.version).toBe(3);
    expect(cache.get(1, 8)).toBeUndefined();
    expect(cache.get(2, 7)).toBeUndefined();
  });

  it('lets the least recently read go first when over its size', () => {
    const cache = new ResultCache(1000); // each body counts twice: ~2 x 210 bytes
    for (const id of [1, 2]) cache.set(id, { userId: 1, version: 1, body: body(200) });
    cache.get(1, 1); // 1 is now the most recently read
    cache.set(3, { userId: 1, version: 1, body: body(200) });
    expect(cache.size).toBe(2);
    expect(cache.get(2, 1)).toBeUndefined();
    expect(cache.get(1, 1)).toBeDefined();
    expect(cache.get(3, 1)).toBeDefined();
    // Bigger than the whole cache: not kept, nothing else dropped for it.
    cache.set(4, { userId: 1, version: 1, body: body(2000) });
    expect(cache.get(4, 1)).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});

describe.each(drivers)('result pages kept by version on %s', (driver) => {
  let t: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  beforeAll(async () => {
    ({ t, owner, other } = await appWithTwoOwners(driver));
  });
  afterAll(() => t.close());

  const as = (cookie: string, method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
    requestAs(t.app, cookie, method, url, payload);
  const create = async () => {
    const res = await as(owner.cookie, 'POST', '/api/submit-assessment', submission({ petName: 'Biscuit' }));
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const read = async (id: number, cookie = owner.cookie) => {
    const res = await as(cookie, 'GET', `/api/assessments/${id}`);
    return { status: res.statusCode, body: res.body, result: res.json() as AssessmentResult };
  };
  const versionOf = async (id: number) =>
    (await t.database.db.select({ v: s.assessments.version }).from(s.assessments).where(eq(s.assessments.id, id)))[0]!
      .v;

  it('a result read again is the same answer, kept once, in every encoding', async () => {
    const id = await create();
    const first = await read(id);
    expect(first.status).toBe(200);
    expect(first.result.assessment.petName).toBe('Biscuit');
    const kept = t.app.deps.results.get(id, owner.user.id);
    expect(kept?.version).toBe(await versionOf(id));
    expect((await read(id)).body).toBe(first.body);
    // The same kept answer, not built again.
    expect(t.app.deps.results.get(id, owner.user.id)?.body).toBe(kept?.body);

    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        const res = await t.app.inject({
          url: `/api/assessments/${id}`,
          headers: { cookie: owner.cookie, 'accept-encoding': encoding },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(decode(res.rawPayload).toString()).toBe(first.body);
      }
    }
  });

  it('every change of the row raises its version once (the trigger)', async () => {
    const id = await create();
    const v = await versionOf(id);
    await t.database.db.update(s.assessments).set({ petBreed: 'Beagle' }).where(eq(s.assessments.id, id));
    expect(await versionOf(id)).toBe(v + 1);
    await t.database.db.execute(sql`update assessments set pet_name = pet_name where id = ${id}`);
    expect(await versionOf(id)).toBe(v + 2);
  });

  it('a rename, sharing and a change made by hand show on the very next read', async () => {
    const id = await create();
    await read(id);
    expect((await as(owner.cookie, 'PATCH', `/api/assessments/${id}`, { petName: 'Pudding' })).statusCode).toBe(200);
    expect((await read(id)).result.assessment.petName).toBe('Pudding');

    expect((await as(owner.cookie, 'POST', `/api/assessments/${id}/share`)).statusCode).toBe(200);
    expect((await read(id)).result.assessment.isShared).toBe(true);

    await t.database.db.execute(sql`update assessments set pet_name = 'Changed by hand' where id = ${id}`);
    expect((await read(id)).result.assessment.petName).toBe('Changed by hand');
  });

  it('another owner gets "Assessment not found" while the answer is kept, and so does everyone once it is deleted', async () => {
    const id = await create();
    await read(id);
    const theirs = await read(id, other.cookie);
    expect(theirs.status).toBe(404);
    expect(theirs.result).toEqual({ message: 'Assessment not found', code: 'NOT_FOUND' });

    expect((await as(owner.cookie, 'DELETE', `/api/assessments/${id}`)).statusCode).toBeLessThan(300);
    const gone = await read(id);
    expect(gone.status).toBe(404);
    expect(gone.result).toEqual({ message: 'Assessment not found', code: 'NOT_FOUND' });
  });

  it('a crowd reading shared results at once gets each its own answer, and a change made meanwhile shows to every later read', async () => {
    const shared = async (name: string) => {
      const res = await as(owner.cookie, 'POST', '/api/submit-assessment', submission({ petName: name }));
      const { id } = res.json() as { id: number };
      expect((await as(owner.cookie, 'POST', `/api/assessments/${id}/share`)).statusCode).toBe(200);
      return id;
    };
    const [a, b] = [await shared('Crowd A'), await shared('Crowd B')];
    const privateId = await create();
    const readShared = async (id: number) => {
      const res = await t.app.inject({ url: `/api/shared-assessments/${id}` });
      return res.statusCode === 200
        ? (res.json() as { assessment: { petName: string } }).assessment.petName
        : res.statusCode;
    };
    // 60 strangers at once over three ids (their version checks share queries): each gets its own result.
    const ids = Array.from({ length: 60 }, (_, i) => [a, b, privateId][i % 3]!);
    expect(await Promise.all(ids.map(readShared))).toEqual(
      ids.map((id) => (id === a ? 'Crowd A' : id === b ? 'Crowd B' : 404)),
    );
    // A crowd in flight while the owner renames one and stops sharing the other: every read that
    // starts after those writes are acknowledged sees them.
    const before = Promise.all(Array.from({ length: 20 }, () => readShared(a)));
    await t.database.db.execute(sql`update assessments set pet_name = 'Renamed mid-crowd' where id = ${a}`);
    expect((await as(owner.cookie, 'DELETE', `/api/assessments/${b}/share`)).statusCode).toBe(200);
    const after = await Promise.all([...Array.from({ length: 20 }, () => readShared(a)), readShared(b)]);
    expect(after).toEqual([...Array.from({ length: 20 }, () => 'Renamed mid-crowd'), 404]);
    for (const name of await before) expect(['Crowd A', 'Renamed mid-crowd']).toContain(name);
  });

  it.runIf(driver === 'postgres')('a change made by another app process shows on the very next read', async () => {
    const sibling = await createSiblingApp(t);
    try {
      const id = await create();
      expect((await read(id)).result.assessment.petName).toBe('Biscuit');
      const renamed = await sibling.app.inject({
        method: 'PATCH',
        url: `/api/assessments/${id}`,
        payload: { petName: 'Renamed elsewhere' },
        headers: { cookie: owner.cookie },
      });
      expect(renamed.statusCode).toBe(200);
      expect((await read(id)).result.assessment.petName).toBe('Renamed elsewhere');
    } finally {
      await sibling.close();
    }
  });
});
