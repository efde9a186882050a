/**
 * A seeded fuzzer over every endpoint the contracts describe (it reads them, so a new endpoint is
 * fuzzed without new code): wrong types, missing and extra fields, huge strings, NUL and odd Unicode,
 * malformed JSON, wrong content types, bad ids, traversal in paths, garbage cookies, foreign origins.
 * Every answer must be below 500; every 4xx a JSON `{ message, code }`; a rejected request stores
 * nothing. The seed is printed: replay a failure with FUZZ_SEED=<seed>. FUZZ_COUNT sets the number of
 * requests per engine (default 1,500; CI runs both engines).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createTestApp, drivers, registerUser, type TestApp } from '../helpers/test-app.ts';
import { submission } from '../helpers/factories.ts';
import { api } from '#shared/contracts/index.ts';
import type { Endpoint } from '#shared/contracts/define.ts';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const COUNT = Number(process.env.FUZZ_COUNT ?? 1500);

/** mulberry32: a small seeded generator, so a run can be replayed exactly. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof rng>;

const ODD_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  'zero\u200bwidth',
  'e\u0301\u0301\u0301',
  '🐶🐱🐰',
  '<img src=x onerror=alert(1)>',
  "'; drop table users; --",
  '../../../../etc/passwd',
  '%00',
  '   ',
  '',
  'Ω≈ç√∫',
  '\\',
  '{"a":1}',
];
const BAD_IDS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  'abc',
  '99999999999999',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%2e%2e',
  'null',
  '9'.repeat(400),
  '%F0%9F%90%B6',
];

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
};

/** Percent-encodes a value; a lone surrogate (not encodable as UTF-8) goes out as raw invalid bytes. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function plausible(r: Rng, s: JsonSchema | undefined, depth = 0): unknown {
  if (!s || depth > 4) return r.pick([null, 1, 'x', true, {}]);
  if (s.enum) return r.pick(s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union) return plausible(r, r.pick(union), depth + 1);
  const type = Array.isArray(s.type) ? r.pick(s.type) : s.type;
  switch (type) {
    case 'string':
      return r.pick([
        'Biscuit',
        'owner@example.com',
        'Guardian',
        'INFP',
        'Leo, Virgo',
        'hello there',
        'x'.repeat(s.minLength ?? 1),
      ]);
    case 'integer':
    case 'number':
      return r.pick([1, 2, 3, 5, 0, 11]);
    case 'boolean':
      return r.chance(0.5);
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: r.int(12) }, () => plausible(r, s.items, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = plausible(r, v, depth + 1);
      return out;
    }
    default:
      return r.pick(['x', 1, null]);
  }
}

function hostile(r: Rng): unknown {
  return r.pick<unknown>([
    r.pick(ODD_STRINGS),
    'x'.repeat(r.pick([1_001, 5_001, 100_000])),
    -1,
    2 ** 53,
    1e308,
    Number.NaN,
    [],
    {},
    { nested: { deep: [1, 2, { x: '\u0000' }] } },
    null,
    true,
    Array.from({ length: 200 }, () => 'x'),
  ]);
}

/** One mutated body for an endpoint: starts plausible, then breaks it one way. */
function mutateBody(r: Rng, schema: JsonSchema): unknown {
  const body = plausible(r, schema);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return r.chance(0.5) ? body : hostile(r);
  const obj = body as Record<string, unknown>;
  const keys = Object.keys(obj);
  const key = keys.length ? r.pick(keys) : 'field';
  switch (r.int(6)) {
    case 0:
      obj[key] = hostile(r);
      break;
    case 1:
      delete obj[key];
      break;
    case 2:
      obj[r.pick(['__proto__', 'constructor', 'isAdmin', 'id', 'userId', 'extra\u0000'])] = hostile(r);
      break;
    case 3:
      for (const k of keys) if (typeof obj[k] === 'string') obj[k] = `${obj[k] as string}${r.pick(ODD_STRINGS)}`;
      break;
    case 4:
      return hostile(r);
    default:
      break;
  }
  return obj;
}

type Role = 'visitor' | 'user' | 'admin';

interface FuzzRequest {
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

describe.each(drivers)('fuzzing every contract on %s', (driver) => {
  let t: TestApp;
  const cookies: Partial<Record<Role, string>> = {};
  let assessmentId = 0;
  let petId = 0;
  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies.admin = (await registerUser(t.app)).cookie;
    cookies.user = (await registerUser(t.app)).cookie;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/submit-assessment',
      payload: submission(),
      headers: { cookie: cookies.user },
    });
    assessmentId = created.json().id as number;
    petId = created.json().petId as number;
  });
  afterAll(() => t.close());

  const counts = async () => {
    const rows = await t.database.db.execute<{ n: string }>(sql`
      select (select count(*) from users) || ',' || (select count(*) from assessments) || ',' ||
             (select count(*) from uploads) || ',' || (select count(*) from discussion_posts) || ',' ||
             (select count(*) from post_reports) || ',' || (select count(*) from sessions) || ',' ||
             (select count(*) from pets) as n`);
    return (rows as unknown as { rows: { n: string }[] }).rows?.[0]?.n ?? JSON.stringify(rows);
  };

  it(`answers ${COUNT} hostile requests without a 5xx (seed ${SEED})`, async () => {
    console.log(`[fuzz] ${driver}: seed ${SEED}, ${COUNT} requests (replay with FUZZ_SEED=${SEED})`);
    const r = rng(SEED);
    const endpoints = Object.entries(api) as [string, Endpoint][];
    const bodySchemas = new Map(
      endpoints.map(([name, e]) => [
        name,
        e.body ? (z.toJSONSchema(e.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined,
      ]),
    );
    const failures: string[] = [];
    let rejected = 0;
    for (let i = 0; i < COUNT && failures.length < 5; i++) {
      const [name, e] = r.pick(endpoints);
      // A live event stream never ends: it is fuzzed with ids that name no board, and one with no id to
      // spoil (the owner's notifications) only signed out, where it answers 401.
      const streams = e.binary === 'text/event-stream';
      const role = streams && !e.path.includes(':') ? 'visitor' : r.pick<Role>(['visitor', 'user', 'admin']);
      // Real ids where they fit: the user's assessment, its pet (pets' paths), a plan's week and day.
      const real = (p: string) =>
        p === 'week'
          ? '2026-W10'
          : p === 'day'
            ? String(r.pick([0, 6]))
            : e.path.startsWith('/api/pets') && ['id', 'a', 'b'].includes(p)
              ? String(petId)
              : String(p === 'id' ? assessmentId : r.pick([1, 3, 14]));
      const path = e.path.replace(/:(\w+)/g, (_, p: string) => (!streams && r.chance(0.4) ? real(p) : r.pick(BAD_IDS)));
      const query = r.chance(0.4)
        ? `?${r.pick(['q', 'before', 'limit', 'offset', 'x', 'q[]'])}=${encode(String(r.pick(ODD_STRINGS.concat(['1', '-5', 'x'.repeat(3000)]))))}`
        : '';
      const headers: Record<string, string> = {};
      const cookie = role === 'visitor' ? undefined : cookies[role];
      if (r.chance(0.1))
        headers.cookie = r.pick([
          'pawtype_session=garbage',
          'pawtype_session=',
          '=;;;',
          `pawtype_session=${'a'.repeat(5000)}`,
          'pawtype_session=%00',
        ]);
      else if (cookie) headers.cookie = cookie;
      if (r.chance(0.08)) headers.origin = r.pick(['https://evil.example', 'null', 'http://127.0.0.1.evil.example']);
      let payload: string | undefined;
      if ((e.method !== 'GET' && e.method !== 'DELETE') || r.chance(0.1)) {
        const schema = bodySchemas.get(name);
        const kind = r.int(10);
        if (kind === 0) {
          payload = r.pick(['{"a":', 'not json', '[1,2', '{"petName": "\\u0000"}', '\u0000', '']);
          headers['content-type'] = 'application/json';
        } else if (kind === 1) {
          payload = 'petName=Biscuit&content=hi';
          headers['content-type'] = r.pick([
            'application/x-www-form-urlencoded',
            'text/plain',
            'application/xml',
            'multipart/form-data; boundary=x',
          ]);
        } else {
          payload = JSON.stringify(schema ? mutateBody(r, schema) : hostile(r)) ?? 'null';
          headers['content-type'] = 'application/json';
        }
      }
      const request: FuzzRequest = {
        method: e.method,
        url: path + query,
        headers,
        ...(payload !== undefined ? { payload } : {}),
      };
      const before = await counts();
      const res = await t.app.inject(request);
      const describeRequest = () =>
        `#${i} ${name}: ${JSON.stringify(request).slice(0, 400)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
      if (res.statusCode >= 500) {
        failures.push(describeRequest());
        continue;
      }
      if (res.statusCode >= 400) {
        rejected += 1;
        let body: unknown;
        try {
          body = res.json();
        } catch {
          body = null;
        }
        const ok =
          !!body &&
          typeof (body as { message?: unknown }).message === 'string' &&
          typeof (body as { code?: unknown }).code === 'string';
        if (!ok) failures.push(`not { message, code }: ${describeRequest()}`);
        const after = await counts();
        if (after !== before) failures.push(`rejected but stored (${before} -> ${after}): ${describeRequest()}`);
      }
    }
    console.log(`[fuzz] ${driver}: ${rejected} of ${COUNT} requests rejected with a 4xx, ${failures.length} failures`);
    expect(failures, `seed ${SEED}`).toEqual([]);
  }, 600_000);
});
