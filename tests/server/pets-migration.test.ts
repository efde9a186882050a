/**
 * The pets migration (drizzle/0005_pets.sql, decision 0042) on a copy of real-shaped data, on both
 * engines: migrate to the previous migration (0008), insert users, assessments and photos as the app
 * wrote them, apply 0005, and check the grouping (same owner, same name trimmed and case-insensitive,
 * same pet type) and that no assessment row was lost or changed other than gaining its pet.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { MIGRATIONS_DIR } from '#server/lib/paths.ts';
import { adminUrl, pgUrlFor } from '../helpers/pg.ts';
import { drivers } from '../helpers/test-app.ts';

const MINE = '0009_pets';

/** A copy of the migrations folder that stops before ours. */
function foldersBeforeOurs(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtype-mig-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
  const upto = journal.entries.findIndex((e: { tag: string }) => e.tag === MINE);
  expect(upto).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, upto);
  for (const e of journal.entries) {
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  }
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}

interface Engine {
  query(text: string): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openEngine(driver: string): Promise<Engine> {
  if (driver === 'pglite') {
    const client = await PGlite.create();
    const db = drizzlePglite(client);
    return {
      query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `pawtype_mig_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const pool = new pg.Pool({ connectionString: pgUrlFor(name), max: 2 });
  const db = drizzlePg(pool);
  return {
    query: async (text) => (await pool.query(text)).rows,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

const SCORES = `"independence_score", "confidence_score", "activity_score", "flexibility_score"`;

describe.each(drivers)('pets migration on %s', (driver) => {
  let engine: Engine;
  afterAll(() => engine?.close());

  it('groups existing assessments into pets and keeps every row', async () => {
    engine = await openEngine(driver);
    await engine.migrate(foldersBeforeOurs());
    const { query } = engine;
    await query(`INSERT INTO pet_types (id, name) VALUES (1, 'Dog'), (2, 'Cat')`);
    await query(
      `INSERT INTO archetypes (id, name, code, description) VALUES (1, 'Guardian', 'RTPS', 'x'), (2, 'Voyager', 'ICAF', 'y')`,
    );
    await query(
      `INSERT INTO users (id, username, password) VALUES (10, 'a@example.com', 'h'), (11, 'b@example.com', 'h')`,
    );
    // Owner 10: Maple (dog) three times, spelled differently; Maple the cat; Biscuit. Owner 11: Maple (dog).
    // One ownerless row (user deleted long ago in an older schema): kept, no pet.
    const rows: Array<[number, number | null, string, number, string, number | null, string]> = [
      [1, 10, 'Maple', 1, 'Collie', 1, '2025-03-01T10:00:00Z'],
      [2, 10, ' maple ', 1, 'Border Collie', 2, '2026-03-01T10:00:00Z'],
      [3, 10, 'MAPLE', 1, 'Collie', null, '2025-09-01T10:00:00Z'],
      [4, 10, 'Maple', 2, 'Tabby', 5, '2025-05-01T10:00:00Z'],
      [5, 10, 'Biscuit', 1, 'Terrier', 3, '2025-06-01T10:00:00Z'],
      [6, 11, 'Maple', 1, 'Poodle', 4, '2025-07-01T10:00:00Z'],
      [7, null, 'Ghost', 1, 'Mutt', 2, '2025-01-01T10:00:00Z'],
    ];
    for (const [id, user, name, type, breed, age, date] of rows) {
      await query(
        `INSERT INTO assessments (id, user_id, pet_name, pet_type_id, pet_breed, pet_age, pet_is_rescue, pet_photo,
           text_responses, archetype_id, archetype_code, date, ${SCORES}, is_shared)
         VALUES (${id}, ${user ?? 'NULL'}, '${name}', ${type}, '${breed}', ${age ?? 'NULL'}, ${id % 2 === 0},
           '/api/images/key${id}', '["a","b"]', ${(id % 2) + 1}, '${id % 2 ? 'ICAF' : 'RTPS'}', '${date}',
           ${(id % 4) + 1}, 2, 3, 4, ${id === 2})`,
      );
    }
    const before = await query(`SELECT * FROM assessments ORDER BY id`);

    await engine.migrate(MIGRATIONS_DIR);

    const after = await query(`SELECT * FROM assessments ORDER BY id`);
    expect(after).toHaveLength(before.length);
    // Nothing lost: every column as it was, apart from the new pet_id and the version the update raised.
    const strip = (r: Record<string, unknown>) => {
      const { pet_id: _p, version: _v, ...rest } = r;
      return rest;
    };
    expect(after.map(strip)).toEqual(before.map(strip));

    const pets = await query(`SELECT * FROM pets ORDER BY id`);
    const petOf = (id: number) => after.find((r) => r.id === id)!.pet_id;
    // Maple the dog of owner 10: one pet for rows 1, 2, 3.
    expect(petOf(1)).not.toBeNull();
    expect(petOf(2)).toBe(petOf(1));
    expect(petOf(3)).toBe(petOf(1));
    // Another type, another name, another owner: other pets.
    const others = [petOf(4), petOf(5), petOf(6)];
    expect(new Set([petOf(1), ...others]).size).toBe(4);
    expect(petOf(7)).toBeNull();
    expect(pets).toHaveLength(4);
    // The pet takes the profile of its newest assessment (row 2, March 2026) and belongs to its owner.
    const maple = pets.find((p) => p.id === petOf(1))!;
    expect(maple).toMatchObject({
      user_id: 10,
      name: 'maple',
      pet_type_id: 1,
      breed: 'Border Collie',
      age: 2,
      is_rescue: true,
    });
    expect(pets.find((p) => p.id === petOf(6))).toMatchObject({ user_id: 11, name: 'Maple' });
  });
});
