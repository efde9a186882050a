/**
 * PGlite with the parsers drizzle needs set once on the instance (src/server/db/client.ts): the
 * queries drizzle sends no longer carry their own parser table, and every result is the same as with
 * drizzle's own per-query parsers, in and out of transactions, for every column type the app stores.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DRIZZLE_STRING_ARRAY_TYPES,
  DRIZZLE_STRING_TYPES,
  PGLITE_OPTIONS,
  openDatabase,
  withInstanceParsers,
  type Database,
} from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';
import { seed } from '#server/db/seed.ts';

describe('PGlite with drizzle parsers on the instance', () => {
  let database: Database;
  let plain: PGlite;
  beforeAll(async () => {
    const pglite = await PGlite.create(PGLITE_OPTIONS);
    database = await openDatabase({ pglite });
    await database.migrate();
    await seed(database.db);
    await database.db.execute(sql`
      insert into users (username, name, password, mbti_type) values ('p@example.com', 'Pat', 'x', 'INFJ')`);
    await database.db.execute(sql`
      insert into assessments (pet_name, pet_type_id, archetype_id, archetype_code, user_id, independence_score,
        confidence_score, activity_score, flexibility_score, text_responses, analysis, pet_age)
      values ('Rex', 1, 1, 'ICAF', 1, 3, 4, 1, 2, '["a","b"]', '{"traits":{},"closeCalls":["activity"]}', 4)`);
    plain = await PGlite.create({ loadDataDir: await pglite.dumpDataDir('none') });
  });
  afterAll(async () => {
    await database.close();
    await plain.close();
  });

  it("drizzle still passes exactly these types' parsers with each query (else the instance's would differ)", () => {
    const prepared = new PglitePreparedQuery(
      plain,
      'select 1',
      [],
      { logQuery: () => {} },
      undefined as never,
      undefined,
      undefined,
      [],
      undefined,
      false,
    ) as unknown as { queryConfig: { parsers: Record<number, unknown> } };
    expect(Object.keys(prepared.queryConfig.parsers).map(Number).sort()).toEqual(
      [...DRIZZLE_STRING_TYPES, ...DRIZZLE_STRING_ARRAY_TYPES].sort(),
    );
  });

  it('reads every table the same as drizzle with its per-query parsers, in and out of a transaction', async () => {
    const reference = drizzle(plain, { schema });
    const tables = [schema.users, schema.assessments, schema.archetypes, schema.sessions, schema.petTypes];
    for (const table of tables) {
      const ours = await database.db
        .select()
        .from(table)
        .orderBy(asc(sql`1`));
      const theirs = await reference
        .select()
        .from(table)
        .orderBy(asc(sql`1`));
      expect(ours).toEqual(theirs);
      const inTx = await database.db.transaction((tx) =>
        tx
          .select()
          .from(table)
          .orderBy(asc(sql`1`)),
      );
      expect(inTx).toEqual(theirs);
    }
    const [row] = await database.db.select().from(schema.assessments);
    expect(row!.date).toBeInstanceOf(Date);
    expect(row!.analysis).toEqual({ traits: {}, closeCalls: ['activity'] });
  });

  it('wraps only an instance created with those parsers', () => {
    expect(withInstanceParsers(plain)).toBe(plain);
    expect(withInstanceParsers(database.pglite!)).not.toBe(database.pglite);
  });

  it("stores and reads bytea (photos) as PGlite's own codec does, every byte value, in both directions", async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7 + (i >> 8)) % 256));
    const ours = database.pglite!;
    const echo = 'select $1::bytea as b, octet_length($1::bytea) as n, md5($1::bytea) as h';
    const [mine] = (await ours.query<{ b: Uint8Array; n: number; h: string }>(echo, [bytes])).rows;
    const [theirs] = (await plain.query<{ b: Uint8Array; n: number; h: string }>(echo, [new Uint8Array(bytes)])).rows;
    expect(mine!.n).toBe(bytes.length);
    expect(mine!.h).toBe(theirs!.h);
    expect(Buffer.isBuffer(mine!.b)).toBe(true);
    expect(Buffer.compare(mine!.b, bytes)).toBe(0);
    expect(Buffer.compare(Buffer.from(theirs!.b), bytes)).toBe(0);
    // A part of a larger buffer is sent as that part only.
    const slice = bytes.subarray(100, 200);
    const [part] = (await ours.query<{ b: Uint8Array }>('select $1::bytea as b', [slice])).rows;
    expect(Buffer.compare(part!.b, slice)).toBe(0);
    await expect(ours.query('select $1::bytea', ['not bytes'])).rejects.toThrow('Invalid input for bytea type');
  });
});
