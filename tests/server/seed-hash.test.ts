/** The seed runs only when what it would write changed (a hash in app_settings), or when forced. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, drivers, type TestApp } from '../helpers/test-app.ts';
import { SEED_HASH_KEY, seed, seedHash } from '#server/db/seed.ts';
import * as s from '#server/db/schema.ts';

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
});
