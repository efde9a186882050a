/**
 * Migration 0007 (drizzle/0007_roles.sql) on a database that already has users: user 1, the admin the
 * spec names, gets the admin role; everyone else is a member; and the database then keeps one admin.
 * Each engine migrates to 0006 from a copy of the migrations folder, gets its users, then takes the
 * real folder, as a server upgraded in place would.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { MIGRATIONS_DIR } from '#server/lib/paths.ts';
import { adminUrl, pgUrlFor } from '../helpers/pg.ts';
import { drivers, type Driver } from '../helpers/test-app.ts';

const BEFORE_ROLES = '0007_roles';

/** The migrations folder as it was before roles: every migration up to 0006. */
function foldersBeforeRoles(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtype-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; idx: number }[];
  };
  const cut = journal.entries.findIndex((e) => e.tag === BEFORE_ROLES);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

interface Engine {
  run: (query: string) => Promise<{ rows: Record<string, unknown>[] }>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
}

async function openEngine(driver: Driver): Promise<Engine> {
  if (driver === 'pglite') {
    const pglite = await PGlite.create();
    const db = drizzlePglite(pglite);
    return {
      run: async (q) => ({ rows: (await pglite.query<Record<string, unknown>>(q)).rows }),
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => pglite.close(),
    };
  }
  const name = `pawtype_roles_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const client = new pg.Client({ connectionString: pgUrlFor(name) });
  await client.connect();
  const db = drizzlePg(client);
  return {
    run: async (q) => ({ rows: (await client.query(q)).rows as Record<string, unknown>[] }),
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

describe.each(drivers)('roles migration on %s', (driver) => {
  let engine: Engine;
  let before: string;
  beforeAll(async () => {
    before = foldersBeforeRoles();
    engine = await openEngine(driver);
    await engine.migrate(before);
    const old = await engine.run(
      `select column_name from information_schema.columns where table_name = 'users' and column_name = 'role'`,
    );
    expect(old.rows).toEqual([]);
    for (const who of ['ada', 'bo', 'cy'])
      await engine.run(`insert into users (username, password, name) values ('${who}@example.com', 'x', '${who}')`);
    await engine.migrate(MIGRATIONS_DIR);
  }, 60_000);
  afterAll(async () => {
    await engine?.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it('makes user 1 the admin and everyone else a member', async () => {
    const { rows } = await engine.run('select id, username, role from users order by id');
    expect(rows).toEqual([
      { id: 1, username: 'ada@example.com', role: 'admin' },
      { id: 2, username: 'bo@example.com', role: 'member' },
      { id: 3, username: 'cy@example.com', role: 'member' },
    ]);
  });

  it('a new row is a member unless told otherwise', async () => {
    await engine.run(`insert into users (username, password) values ('dee@example.com', 'x')`);
    const { rows } = await engine.run(`select role from users where username = 'dee@example.com'`);
    expect(rows).toEqual([{ role: 'member' }]);
  });

  it('then refuses a second admin and a role it does not know', async () => {
    await expect(engine.run(`update users set role = 'admin' where id = 2`)).rejects.toThrow(/users_one_admin/);
    await expect(engine.run(`update users set role = 'owner' where id = 2`)).rejects.toThrow(/users_role_check/);
    await engine.run(`update users set role = 'moderator' where id = 2`);
    const { rows } = await engine.run(`select role, count(*)::int as n from users group by role order by role`);
    expect(rows).toEqual([
      { role: 'admin', n: 1 },
      { role: 'member', n: 2 },
      { role: 'moderator', n: 1 },
    ]);
  });

  it('is safe to run again', async () => {
    await engine.migrate(MIGRATIONS_DIR);
    const { rows } = await engine.run(`select id from users where role = 'admin'`);
    expect(rows).toEqual([{ id: 1 }]);
  });
});
