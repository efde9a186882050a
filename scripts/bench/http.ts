/**
 * HTTP throughput and latency of key routes, on loopback only, against an in-memory PGlite:
 * GET /api/health, GET /api/user (session lookup), POST /api/login (argon2id verify).
 * Each run is bounded in time (autocannon -d); nothing leaves 127.0.0.1.
 */
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { seed } from '../../src/server/db/seed.ts';

const database = await openDatabase({ pglite: await PGlite.create() });
await database.migrate();
await seed(database.db);
const base = loadConfig({ NODE_ENV: 'test' });
const config = { ...base, limits: { ...base.limits, loginPerAccount: 1e9, loginPerAddress: 1e9 } };
const app = await buildApp({ config, database, logger: false, clientDir: '/nonexistent' });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const url = `http://127.0.0.1:${port}`;

const reg = await fetch(`${url}/api/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'bench@example.com', name: 'Bench', password: 'secret123' }),
});
const cookie = (reg.headers.get('set-cookie') ?? '').split(';')[0]!;

async function run(title: string, { path, ...opts }: Omit<autocannon.Options, 'url'> & { path: string }) {
  const r = await autocannon({ url: `${url}${path}`, connections: 10, duration: 5, ...opts });
  if (process.env.DEBUG_BENCH) console.log(r.statusCodeStats, r.errors, r.timeouts);
  console.log(
    `${title.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors + r.non2xx}`,
  );
}

console.log(`database: ${database.kind} (in memory), 10 connections, 5 s per route`);
await run('GET /api/health', { path: '/api/health' });
await run('GET /api/user (signed in)', { path: '/api/user', headers: { cookie } });
await run('POST /api/login (argon2id)', {
  path: '/api/login',
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'bench@example.com', password: 'secret123' }),
});
await app.close();
await database.close();
