/** The seed runs only when what it would write changed (a hash in app_settings), or when forced. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, drivers, type TestApp } from '../helpers/test-app.ts';
import { SEED_HASH_KEY, seed, seedHash } from '#server/db/seed.ts';
import * as s from '#server/db/schema.ts';
import { archetypeContent } from '#content/index.ts';
import { SPECIES } from '#shared/pet-types.ts';

describe.each(drivers)('seed on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t.close();
  });

  const dogName = async () => (await t.database.db.select().from(s.petTypes).where(eq(s.petTypes.id, 1)))[0]!.name;
  const storedHash = async () =>
    (await t.database.db.select().from(s.appSettings).where(eq(s.appSettings.key, SEED_HASH_KEY)))[0]?.value;

  it('stores the hash of the content it wrote', async () => {
    await seed(t.database.db);
    expect(await storedHash()).toBe(seedHash());
  });

  it('skips an unchanged seed, redoes it when the hash differs or when forced', async () => {
    await t.database.db.update(s.petTypes).set({ name: 'Doggo' }).where(eq(s.petTypes.id, 1));
    await seed(t.database.db);
    expect(await dogName()).toBe('Doggo');

    await seed(t.database.db, { force: true });
    expect(await dogName()).toBe('Dog');

    await t.database.db.update(s.petTypes).set({ name: 'Doggo' }).where(eq(s.petTypes.id, 1));
    await t.database.db
      .update(s.appSettings)
      .set({ value: 'older content' })
      .where(eq(s.appSettings.key, SEED_HASH_KEY));
    await seed(t.database.db);
    expect(await dogName()).toBe('Dog');
    expect(await storedHash()).toBe(seedHash());
  });

  it("replaces an older database's shared activities and care tips with one row per species and item", async () => {
    // A row as the seed wrote them before content had species: one text for every kind of animal.
    await t.database.db.delete(s.recommendations).where(eq(s.recommendations.id, 16_001));
    await t.database.db.insert(s.recommendations).values({
      id: 16_001,
      archetypeId: 16,
      type: 'care_tip',
      text: 'Check feet, claws or nails, coat or feathers after adventures.',
      icon: null,
      species: null,
    });
    await t.database.db
      .update(s.appSettings)
      .set({ value: 'content before species' })
      .where(eq(s.appSettings.key, SEED_HASH_KEY));
    await seed(t.database.db);

    const rows = await t.database.db.select().from(s.recommendations).orderBy(s.recommendations.id);
    expect(rows.filter((r) => r.species === null)).toEqual([]);
    const voyager = archetypeContent[15]!;
    for (const species of SPECIES) {
      const mine = rows.filter((r) => r.archetypeId === 16 && r.species === species);
      expect(mine.filter((r) => r.type === 'care_tip').map((r) => r.text)).toEqual(voyager.careTips[species]);
      expect(mine.filter((r) => r.type === 'activity').map((r) => r.text)).toEqual(
        voyager.activities[species].map((a) => a.text),
      );
    }
    expect(rows).toHaveLength(
      archetypeContent.reduce(
        (n, a) => n + SPECIES.reduce((m, sp) => m + a.activities[sp].length + a.careTips[sp].length, 0),
        0,
      ),
    );
  });
});
