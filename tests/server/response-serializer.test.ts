/**
 * The route serializer (src/server/lib/response-serializer.ts) parses each answer with its response
 * schema instead of encoding it (Zod's compiled fast path): the two agree only while no response
 * schema holds a transform, a pipe or a codec, which is checked here for every endpoint. And the
 * serializer still keeps to the contract: unknown keys are dropped, a wrong shape is never sent.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from '#shared/contracts/index.ts';
import { responseSerializerCompiler } from '#server/lib/response-serializer.ts';

/** Every schema reachable from `schema` (object shapes, elements, options, inner types, lazies...). */
function reachable(schema: z.ZodType, seen = new Set<unknown>()): Set<unknown> {
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    if (value instanceof z.ZodType) {
      seen.add(value);
      const def = value._zod.def as unknown as Record<string, unknown>;
      if (def.type === 'lazy') visit((def.getter as () => unknown)());
      for (const v of Object.values(def)) visit(v);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (Object.getPrototypeOf(value) === Object.prototype) Object.values(value).forEach(visit);
  };
  visit(schema);
  return seen;
}

describe('response serializer', () => {
  const responses = Object.entries(api).filter(([, e]) => e.response);

  it.each(responses)('%s: its response schema holds no transform, pipe or codec', (_name, endpoint) => {
    const kinds = [...reachable(endpoint.response!)].map((s) => (s as z.ZodType)._zod.def.type);
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.filter((k) => ['transform', 'pipe', 'codec', 'preprocess'].includes(k))).toEqual([]);
  });

  it('finds a transform where there is one (the check above can fail)', () => {
    const withTransform = z.object({ a: z.array(z.string().transform((v) => v.length)) });
    const kinds = [...reachable(withTransform)].map((s) => (s as z.ZodType)._zod.def.type);
    expect(kinds).toContain('transform');
  });

  const serialize = responseSerializerCompiler({
    schema: z.object({ id: z.number(), name: z.string() }),
    method: 'GET',
    url: '/api/example',
    httpStatus: '200',
  });

  it('sends what the contract allows, without keys it does not name', () => {
    expect(serialize({ id: 1, name: 'Biscuit', passwordHash: 'secret' })).toBe('{"id":1,"name":"Biscuit"}');
  });

  it('refuses a shape the contract does not allow', () => {
    expect(() => serialize({ id: '1', name: 'Biscuit' })).toThrow("Response doesn't match the schema");
  });
});
