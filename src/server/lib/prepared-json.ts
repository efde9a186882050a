/**
 * A JSON answer checked and serialized once, to be sent many times: a route handler may return one
 * in place of its plain result (src/server/lib/route.ts sends its text as is), and the compression
 * hook (src/server/plugins/client.ts) compresses it once per encoding instead of once per request.
 * Made from a contract's response schema, so it holds exactly what the contract's serializer would
 * have sent. Used where the same answer is read again and again (an owner's result page:
 * src/server/modules/assessments/result-cache.ts; docs/decisions/0025-result-cache.md).
 */
import type { FastifyReply } from 'fastify';
import type { Endpoint, ResponseOf } from '#shared/contracts/define.ts';
import { checkedJson } from './response-serializer.ts';

export type Encoding = 'br' | 'gzip';

export class PreparedJson {
  readonly bytes: Buffer;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(json: string) {
    this.bytes = Buffer.from(json);
  }

  /** The body in `encoding`, compressed by `compress` the first time it is asked for. */
  encodedAs(encoding: Encoding, compress: (body: Buffer, encoding: Encoding) => Buffer): Buffer {
    let out = this.encoded.get(encoding);
    if (!out) this.encoded.set(encoding, (out = compress(this.bytes, encoding)));
    return out;
  }
}

/** The prepared answer a reply is sending, for the compression hook. */
const sending = new WeakMap<object, PreparedJson>();

/** Sends `prepared` as the reply's JSON body (its bytes, not serialized again). */
export function sendPrepared(reply: FastifyReply, prepared: PreparedJson): FastifyReply {
  sending.set(reply, prepared);
  return reply.type('application/json; charset=utf-8').send(prepared.bytes);
}

export function preparedBeingSent(reply: FastifyReply): PreparedJson | undefined {
  return sending.get(reply);
}

/**
 * `value` checked against the endpoint's response schema and serialized, as the route serializer
 * does (./response-serializer.ts): a value the contract does not allow is a server fault, never sent.
 */
export function prepareJson<E extends Endpoint>(endpoint: E, value: ResponseOf<E>): PreparedJson {
  if (!endpoint.response) throw new Error(`${endpoint.method} ${endpoint.path} has no JSON response`);
  return new PreparedJson(checkedJson(endpoint.response, value, endpoint.method, endpoint.path));
}
