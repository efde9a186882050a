/**
 * Writes the served OpenAPI document to .tmp/openapi.json (or the path given): boots the app in
 * process on an in-memory PGlite (migrated, nothing listening) and asks it for /api/docs/openapi.json,
 * so what is linted is exactly what the server serves. Used by scripts/test-all.sh (Redocly lint).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { PGLITE_OPTIONS, openDatabase } from '#server/db/client.ts';

const out = path.resolve(process.argv[2] ?? '.tmp/openapi.json');
const database = await openDatabase({ pglite: await PGlite.create({ ...PGLITE_OPTIONS }) });
await database.migrate();
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test' }),
  database,
  logger: false,
  clientDir: '/nonexistent',
});
const res = await app.inject({ url: '/api/docs/openapi.json' });
if (res.statusCode !== 200) throw new Error(`openapi.json answered ${res.statusCode}`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(res.json(), null, 2));
await app.close();
await database.close();
console.log(`wrote ${out}`);
