/**
 * Discussion boards under load, loopback only, bounded in time (autocannon -d):
 * - on the PostgreSQL server at 127.0.0.1:5432 (BENCH_DATABASE_URL to change it), in a database this
 *   script creates and drops: 200,000 posts across the 16 boards (BENCH_POSTS to change it);
 * - on an in-memory PGlite: 20,000 posts (BENCH_PGLITE_POSTS).
 * It measures the first page of a board's threads, a search, and post creation, with 50
 * connections (throughput and latency under load) and with 1 connection (the time one request
 * takes). p95 is computed from every response's own time. Targets: first page p95 <= 10 ms,
 * search p95 <= 20 ms. Prints figures; asserts nothing.
 */
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { PGLITE_OPTIONS, openDatabase, type Database } from '#server/db/client.ts';
import { seed } from '#server/db/seed.ts';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_POSTS = Number(process.env.BENCH_POSTS ?? 200_000);
const PGLITE_POSTS = Number(process.env.BENCH_PGLITE_POSTS ?? 20_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);

/** Words the generated posts are made of: stems in several forms, so search has work to do. */
const WORDS = (
  'walk walks walking walked ball tennis squeaky toy fetch park river morning evening rain sun nap ' +
  'sleeps sleeping cuddle cuddles treat treats biscuit chicken dinner breakfast vet bath brush lead ' +
  'harness garden sofa blanket basket window bird squirrel neighbour friend stranger shy brave ' +
  'curious playful calm anxious happy grumpy zoomies chase chasing hide hiding bark barks meow purr ' +
  'hop hops carrot hay feather perch sing sings training trick tricks sit stay paw'
)
  .split(' ')
  // ...and 400 made-up words, so that common words are common and rare ones rare, as in real text.
  .concat(
    Array.from({ length: 400 }, (_, i) => {
      const syllables = [
        'ta',
        'ko',
        'mi',
        'ru',
        'sen',
        'bal',
        'dor',
        'fi',
        'lu',
        'pe',
        'gra',
        'vin',
        'sol',
        'ne',
        'qua',
        'tri',
        'mo',
        'zel',
        'ar',
        'bo',
      ];
      return syllables[i % 20]! + syllables[Math.floor(i / 20)]! + 'x';
    }),
  );

async function seedPosts(database: Database, total: number): Promise<void> {
  const db = database.db;
  const users = Math.max(50, Math.round(total / 200));
  const threads = Math.round(total * 0.8);
  const replies = total - threads;
  const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(',')}]`);
  const n = WORDS.length;
  await db.execute(sql`
    insert into users (username, password, name)
    select 'bench-' || g || '@example.com', 'x', 'Bench Owner ' || g from generate_series(1, ${users}) g`);
  // Threads: post g is on board (g % 16) + 1, 6 to 25 words, one a second back from now.
  await db.execute(sql`
    insert into discussion_posts (board_id, user_id, content, created_at)
    select (g % 16) + 1, (g % ${users}) + 1,
           array_to_string(array(
             select (${words})[1 + ((g::bigint * 7919 + k * 104729 + k * k * g::bigint) % ${n})]
             from generate_series(1, 6 + (g % 20)) k), ' '),
           now() - make_interval(secs => ${total} - g)
    from generate_series(1, ${threads}) g`);
  // Replies: one to every fourth thread of each board (newest first), on the thread's board.
  await db.execute(sql`
    insert into discussion_posts (board_id, user_id, parent_id, content, created_at)
    select p.board_id, ((p.id * 31) % ${users}) + 1, p.id,
           array_to_string(array(
             select (${words})[1 + ((p.id::bigint * 104723 + k * 7907) % ${n})] from generate_series(1, 8) k), ' '),
           p.created_at + interval '1 minute'
    from (select id, board_id, created_at from discussion_posts
          where parent_id is null and (id / 16) % 4 = 0 order by id desc limit ${replies}) p`);
  await db.execute(sql`
    insert into discussion_board_members (board_id, user_id)
    select distinct board_id, user_id from discussion_posts on conflict do nothing`);
  // As autovacuum would have done on a live database (it also merges the GIN index's pending list).
  await db.execute(sql`vacuum analyze`);
}

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(opts: autocannon.Options): Promise<Figures> {
  const times: number[] = [];
  const instance = autocannon(opts) as unknown as Promise<autocannon.Result> & {
    on(event: 'response', cb: (client: unknown, status: number, bytes: number, responseTime: number) => void): void;
  };
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
  });
  const r = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: r.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: r.errors + r.non2xx + r.timeouts,
  };
}

const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(6)} req/s   p50 ${f.p50.toFixed(1).padStart(5)} ms   p95 ${f.p95
    .toFixed(1)
    .padStart(5)} ms   p99 ${f.p99.toFixed(1).padStart(5)} ms   errors ${f.errors}`;

async function benchEngine(label: string, database: Database, posts: number): Promise<void> {
  await database.migrate();
  await seed(database.db);
  const started = Date.now();
  await seedPosts(database, posts);
  if (process.env.BENCH_SEED_ONLY) {
    console.log(`seeded ${label}; kept for inspection`);
    process.exit(0);
  }
  const [{ n }] = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from discussion_posts`))
    .rows as [{ n: number }];
  console.log(
    `\n${label}: ${n.toLocaleString('en-GB')} posts across 16 boards, seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const base = loadConfig({ NODE_ENV: 'test' });
  const config = { ...base, limits: { ...base.limits, postsPerMinute: 1e9, registerPerAddress: 1e9 } };
  const app = await buildApp({ config, database, logger: false, clientDir: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  const reg = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-boards@example.com', name: 'Bench', password: 'secret123' }),
  });
  const cookie = (reg.headers.get('set-cookie') ?? '').split(';')[0]!;
  const headers = { cookie };

  const firstPage = `${url}/api/discussion-boards/1/posts`;
  const searchUrl = `${url}/api/discussion-boards/1/search?q=${encodeURIComponent('walking tennis')}`;
  const phraseUrl = `${url}/api/discussion-boards/1/search?q=${encodeURIComponent('"squeaky toy" -cat')}`;
  const commonUrl = `${url}/api/discussion-boards/1/search?q=walk`;
  const check = await fetch(firstPage, { headers });
  const page = (await check.json()) as { replies: unknown[] }[];
  const matches = async (q: string) =>
    (
      await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from discussion_posts where board_id = 1 and search @@ websearch_to_tsquery('english', ${q})`,
      )
    ).rows[0]!.n;
  console.log(
    `board 1: first page ${page.length} threads with ${page.reduce((s, p) => s + p.replies.length, 0)} replies; ` +
      `matches: 'walking tennis' ${await matches('walking tennis')}, '"squeaky toy" -cat' ${await matches('"squeaky toy" -cat')}, 'walk' ${await matches('walk')}`,
  );

  // The database's own time for the page and search queries (plans use the indexes).
  const explain = async (title: string, query: ReturnType<typeof sql>) => {
    for (let i = 0; i < 3; i++) await database.db.execute(query);
    const plan = (
      await database.db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers off) ${query}`)
    ).rows.map((r) => r['QUERY PLAN']);
    const time = plan.find((l) => l.startsWith('Execution Time'));
    const scans = plan.filter((l) => /Scan/.test(l)).map((l) => l.trim().replace(/\s+\(cost.*$/, ''));
    console.log(`  ${title}: ${time}; ${[...new Set(scans)].join('; ')}`);
  };
  await explain(
    'page of threads',
    sql`select id from discussion_posts where board_id = 1 and parent_id is null
        order by board_id desc, parent_id desc nulls first, id desc limit 20`,
  );
  await explain(
    'search page',
    sql`with q as (select websearch_to_tsquery('english', 'walking tennis') as query)
        select p.id, ts_rank(p.search, q.query) as rank from discussion_posts p, q
        where p.board_id = 1 and p.search @@ q.query order by rank desc, p.id desc limit 20`,
  );

  const rows: [string, autocannon.Options][] = [
    ['GET first page, 50 connections', { url: firstPage, headers, connections: 50, duration: DURATION }],
    ['GET first page, 1 connection', { url: firstPage, headers, connections: 1, duration: 3 }],
    ['GET search, 50 connections', { url: searchUrl, headers, connections: 50, duration: DURATION }],
    ['GET search, 1 connection', { url: searchUrl, headers, connections: 1, duration: 3 }],
    ['GET phrase search, 1 connection', { url: phraseUrl, headers, connections: 1, duration: 3 }],
    ['GET search "walk" (common), 1 conn.', { url: commonUrl, headers, connections: 1, duration: 3 }],
    [
      'POST a post, 50 connections',
      {
        url: `${url}/api/discussion-boards/2/posts`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'Benchmark post about walking in the park with a tennis ball' }),
        connections: 50,
        duration: DURATION,
      },
    ],
  ];
  for (const [title, opts] of rows) console.log(`${title.padEnd(34)} ${fmt(await measure(opts))}`);
  await app.close();
}

async function postgresAnswers(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

console.log(`boards bench: ${DURATION} s per run under load; targets: first page p95 <= 10 ms, search p95 <= 20 ms`);
if (await postgresAnswers()) {
  const name = process.env.BENCH_SEED_ONLY ? 'pawtype_bench_boards_kept' : `pawtype_bench_boards_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: dbUrl.toString() });
  try {
    await benchEngine('PostgreSQL server', database, PG_POSTS);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL at 127.0.0.1:5432 did not answer: skipped');
}

const pglite = await openDatabase({ pglite: await PGlite.create(PGLITE_OPTIONS) });
try {
  await benchEngine('PGlite (in memory)', pglite, PGLITE_POSTS);
} finally {
  await pglite.close();
}
