/**
 * Serializes every JSON answer through its contract's response schema: the value is parsed by the
 * schema (unknown keys dropped, anything the contract does not allow refused as a server fault) and
 * then stringified. fastify-type-provider-zod's own serializer does the same with `z.encode`, which
 * runs without Zod's compiled fast path: ~15 us against ~5 us for a result page's answer
 * (docs/decisions/0025-result-cache.md). Parsing and encoding differ only for codecs and
 * transforms, which no response schema uses (tests/server/response-serializer.test.ts).
 */
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** The value as the schema allows it, serialized; throws for a value the contract does not allow. */
export function checkedJson(schema: z.ZodType, value: unknown, method: string, url: string): string {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ResponseSerializationError(method, url, { cause: parsed.error });
  return JSON.stringify(parsed.data);
}

export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) =>
    checkedJson(schema, data, method, url);
