/**
 * Builds one migrated, seeded template database per run: a PGlite data dump, and (when a
 * PostgreSQL server answers) a template database on it. Each test file clones its own copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGLITE_OPTIONS, openDatabase } from '#server/db/client.ts';
import { seed } from '#server/db/seed.ts';
import { adminUrl, pgUrlFor, templateDbFor } from '../helpers/pg.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresAvailable: boolean;
    pgTemplate: string;
  }
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = path.resolve('.tmp');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar.gz`);
  const pglite = await PGlite.create(PGLITE_OPTIONS);
  const database = await openDatabase({ pglite });
  await database.migrate();
  await seed(database.db);
  const dump = await pglite.dumpDataDir('gzip');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);

  const available = process.env.TEST_SKIP_POSTGRES !== 'true' && (await postgresAnswers());
  project.provide('postgresAvailable', available);
  const TEMPLATE_DB = templateDbFor(process.pid);
  project.provide('pgTemplate', TEMPLATE_DB);
  if (available) {
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB}`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const tpl = await openDatabase({ databaseUrl: pgUrlFor(TEMPLATE_DB) });
    await tpl.migrate();
    await seed(tpl.db);
    await tpl.close();
  } else {
    console.warn('[tests] PostgreSQL at 127.0.0.1:5432 did not answer: server suites run on PGlite only');
  }

  return async () => {
    fs.rmSync(file, { force: true });
    if (!available) return;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.end();
  };
}
