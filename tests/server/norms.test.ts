/**
 * 'Where my pet stands' (issue 25; docs/decisions/0041-species-norms.md), on both engines: nothing for a
 * species with 29 pets, its figures after the next refresh once the 30th arrives; each pet counted once;
 * percentages only; one process at a time computes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { appWithTwoOwners, drivers, requestAs, type RegisteredUser, type TestApp } from '../helpers/test-app.ts';
import * as s from '#server/db/schema.ts';
import { NORMS_LOCK } from '#server/modules/norms/norms-service.ts';
import type { Norms } from '#shared/contracts/norms.ts';

describe.each(drivers)('species norms on %s', (driver) => {
  let t: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  beforeAll(async () => {
    ({ t, owner, other } = await appWithTwoOwners(driver));
  });
  afterAll(() => t.close());

  /** Stored cats: name, owner, scores (independence first) and the code they make. */
  async function addCats(n: number, from: number, userId = owner.user.id, scores = [4, 3, 2, 1]) {
    const code = `${scores[0]! >= 3 ? 'I' : 'R'}${scores[1]! >= 3 ? 'C' : 'T'}${scores[2]! >= 3 ? 'A' : 'P'}${scores[3]! >= 3 ? 'F' : 'S'}`;
    const archetype = t.app.deps.catalog.archetypes.find((a) => a.code === code)!;
    await t.app.deps.db.insert(s.assessments).values(
      Array.from({ length: n }, (_, i) => ({
        petName: `Cat ${from + i}`,
        petTypeId: 2,
        userId,
        archetypeId: archetype.id,
        archetypeCode: code,
        independenceScore: scores[0]!,
        confidenceScore: scores[1]!,
        activityScore: scores[2]!,
        flexibilityScore: scores[3]!,
      })),
    );
  }
  const norms = async (query = '?species=cat') => {
    const res = await requestAs(t.app, null, 'GET', `/api/norms${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as Norms;
  };

  it('shows nothing at 29 cats, and the figures after the refresh that follows the 30th', async () => {
    await addCats(20, 1);
    await addCats(9, 21, other.user.id, [1, 2, 3, 4]);
    // The same pet assessed again counts once (its latest assessment).
    await addCats(1, 1, owner.user.id, [1, 1, 1, 1]);
    expect(await t.app.deps.norms.refresh({ force: true })).toBe(true);
    expect(await norms()).toEqual({ minimumPets: 30, species: [] });
    const [stored] = await t.app.deps.db
      .select()
      .from(s.speciesNorms)
      .where(sql`species = 'cat'`);
    expect(stored?.pets).toBe(29);

    await addCats(1, 30, other.user.id, [1, 2, 3, 4]);
    // Not per request: still nothing until the refresh.
    expect((await norms()).species).toEqual([]);
    expect(await t.app.deps.norms.refresh({ force: true })).toBe(true);
    const { species } = await norms();
    expect(species).toHaveLength(1);
    const cats = species[0]!;
    expect(cats.species).toBe('cat');
    expect(cats.pets).toBe(30);
    // 19 cats at 4 (Cat 1 now 1), 11 at 1 (10 + Cat 1).
    expect(cats.traits.independence).toEqual([36.7, 0, 0, 63.3]);
    for (const k of ['independence', 'confidence', 'activity', 'flexibility'] as const) {
      expect(cats.traits[k].reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
    }
    expect(cats.archetypes).toEqual({ ICPS: 63.3, RTAF: 33.3, RTPS: 3.3 });
    // Aggregates only: no name, owner or id anywhere in the answer.
    const body = JSON.stringify(await norms(''));
    expect(body).not.toMatch(/Cat \d|userId|petName|"id"/);
    // Dogs have none: nothing shown for them.
    expect((await norms('?species=dog')).species).toEqual([]);
  });

  it('refuses an unknown species with a message', async () => {
    const res = await requestAs(t.app, null, 'GET', '/api/norms?species=dragon');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Unknown species' });
  });

  it('computes only when the stored figures are older than NORMS_REFRESH_SECONDS', async () => {
    await t.app.deps.norms.refresh({ force: true });
    expect(await t.app.deps.norms.refresh()).toBe(false);
    await t.app.deps.db.execute(sql`update species_norms set computed_at = now() - interval '2 hours'`);
    expect(await t.app.deps.norms.refresh()).toBe(true);
  });

  it.runIf(driver === 'postgres')('leaves the work to the process holding the lock', async () => {
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [NORMS_LOCK]);
      expect(await t.app.deps.norms.refresh({ force: true })).toBe(false);
      await holder.query('select pg_advisory_unlock($1)', [NORMS_LOCK]);
      expect(await t.app.deps.norms.refresh({ force: true })).toBe(true);
    } finally {
      await holder.end();
    }
  });
});
