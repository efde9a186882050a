/**
 * Writes that are safe to retry: a client sends an `Idempotency-Key` header (any 1-200 visible
 * characters, e.g. a UUID made when the form was sent) with an assessment submission or a new post. The
 * first request with that key runs and its answer is stored in the database (table idempotency_keys,
 * so every app process sees it); a repeat from the same user with the same key and the same body gets
 * that first answer again, byte for byte, with `Idempotency-Replayed: true`, and nothing is written
 * twice. The same key with a different body is refused (422). A repeat that arrives while the first
 * is still running gets 409 with Retry-After. A first request that failed (any error) leaves no trace,
 * so its retry runs afresh; one whose process died mid-way is taken over after PENDING_TAKEOVER_MS.
 * Answers are kept for IDEMPOTENCY_TTL_MS, then removed by the housekeeping (#server/housekeeping.ts).
 */
import crypto from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { idempotencyKeys } from '#server/db/schema.ts';
import { AppError, badRequest } from '#server/lib/errors.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import type { Endpoint, ResponseOf } from '#shared/contracts/define.ts';
import { PreparedJson, prepareJson } from './prepared-json.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/** A first request still "running" after this long died with its process: a repeat takes it over. */
export const PENDING_TAKEOVER_MS = 60_000;

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'The Idempotency-Key header must be 1 to 200 visible characters',
  otherBody: 'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
  inProgress: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
} as const;

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/**
 * Runs `work` once per (user, operation, key) and answers its result serialized by `endpoint`'s
 * response schema; without the header, runs it and answers as usual. `fingerprint` is what makes two
 * requests the same (their parsed body, and any uploaded bytes).
 */
export async function idempotent<E extends Endpoint>(
  db: Db,
  endpoint: E,
  { request, reply, userId }: { request: FastifyRequest; reply: FastifyReply; userId: number },
  fingerprint: (string | Buffer)[],
  work: () => Promise<ResponseOf<E>>,
): Promise<ResponseOf<E> | PreparedJson> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return work();
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) throw badRequest(IDEMPOTENCY_MESSAGES.badKey);
  const key = header;
  const operation = `${request.method} ${request.url.split('?')[0]}`;
  const hash = crypto.createHash('sha256');
  for (const part of fingerprint) hash.update(part).update('\0');
  const requestHash = hash.digest('hex');
  const mine = and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.operation, operation),
    eq(idempotencyKeys.key, key),
  );

  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ userId, key, operation, requestHash, expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_MS) })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) {
    const [row] = await db.select().from(idempotencyKeys).where(mine).limit(1);
    if (!row) {
      // Removed meanwhile (its first request failed): this one may run.
      return idempotent(db, endpoint, { request, reply, userId }, fingerprint, work);
    }
    if (row.requestHash !== requestHash)
      throw new AppError(422, ERROR_CODES.validation, IDEMPOTENCY_MESSAGES.otherBody);
    if (row.status !== null && row.response !== null) {
      reply.header('idempotency-replayed', 'true');
      return new PreparedJson(row.response);
    }
    // Still running, or its process died: take over one that has been pending too long.
    const [takenOver] = await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(
        and(
          mine,
          isNull(idempotencyKeys.status),
          lt(idempotencyKeys.createdAt, new Date(Date.now() - PENDING_TAKEOVER_MS)),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (!takenOver) {
      reply.header('Retry-After', '1');
      throw new AppError(409, ERROR_CODES.conflict, IDEMPOTENCY_MESSAGES.inProgress);
    }
  }

  let prepared: PreparedJson;
  try {
    prepared = prepareJson(endpoint, await work());
  } catch (err) {
    // Nothing was done (or it was refused): a retry with the same key runs afresh.
    await db
      .delete(idempotencyKeys)
      .where(and(mine, isNull(idempotencyKeys.status)))
      .catch(() => {});
    throw err;
  }
  await db
    .update(idempotencyKeys)
    .set({ status: endpoint.status, response: prepared.bytes.toString('utf8') })
    .where(mine);
  return prepared;
}
