/**
 * Every failure answers JSON `{ message, code }`; 5xx bodies never show internals. A database
 * that is away or too slow answers 503 and a full disk 507, each with Retry-After, so clients and
 * load balancers know to come back.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '#server/lib/errors.ts';
import { classifyDbError, describeDbError, type DbFaultKind } from '#server/db/errors.ts';
import { ERROR_CODES } from '#shared/errors.ts';

/** Seconds a client should wait before trying again after a 503 or 507. */
export const RETRY_AFTER_SECONDS = 5;

const DB_FAULTS: Record<DbFaultKind, { status: number; code: string; message: string }> = {
  unavailable: {
    status: 503,
    code: ERROR_CODES.unavailable,
    message: 'The database is not available right now. Please try again in a few seconds.',
  },
  timeout: {
    status: 503,
    code: ERROR_CODES.unavailable,
    message: 'The database took too long to answer. Please try again in a moment.',
  },
  'disk-full': {
    status: 507,
    code: 'INSUFFICIENT_STORAGE',
    message: 'The server has run out of storage space, so this was not saved. Please try again later.',
  },
};

/**
 * Fastify's own errors, in words and with a code of ERROR_CODES. Their own messages quote the input
 * (the URL, the content type), so none of them is ever sent as is.
 */
const FASTIFY_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    code: ERROR_CODES.badUrl,
    message: 'This address is not valid. Please check the link and try again.',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: ERROR_CODES.uriTooLong,
    message: 'This address is too long. Please check the link and try again.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: ERROR_CODES.payloadTooLarge, message: 'The request is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ERROR_CODES.unsupportedMediaType,
    message: 'Unsupported content type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ERROR_CODES.validation,
    message: 'The request body does not match its declared length',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: ERROR_CODES.validation, message: 'The request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.validation,
    message: 'The request body is not valid JSON',
  },
};

/** Words for a 4xx from Fastify or a plugin that has none above (their messages may quote the input). */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'This request is not valid',
  404: 'Not found',
  405: 'This method is not allowed here',
  406: 'This response type is not available',
  408: 'The request took too long to arrive',
  411: 'The request needs a Content-Length',
  413: 'The request is too large',
  414: 'This address is too long. Please check the link and try again.',
  415: 'Unsupported content type',
  429: 'Too many requests. Please wait a moment and try again.',
  431: 'The request headers are too large',
};

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The `{ status, message, code }` for an error Fastify raised itself. */
function describeFastifyError(error: { code?: string; statusCode?: number }): {
  status: number;
  code: string;
  message: string;
} {
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return known;
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return { status: 500, code: ERROR_CODES.internal, message: INTERNAL_MESSAGE };
  const code =
    status === 413 ? ERROR_CODES.payloadTooLarge : status === 429 ? ERROR_CODES.rateLimited : ERROR_CODES.validation;
  return { status, code, message: STATUS_MESSAGES[status] ?? 'This request is not valid' };
}

/**
 * Fastify's `frameworkErrors` option: the router's own failures (a URL that does not decode, a path
 * parameter over `maxParamLength`) answer `{ message, code }` like every other error.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { status, code, message } = describeFastifyError(error);
  void reply.code(status).send({ message, code });
}

/** How long a too-large body is read (and dropped) for before the 413 is sent anyway. */
const DRAIN_TIMEOUT_MS = 15_000;

/**
 * Reads and drops the rest of a request body, up to `bound` bytes or DRAIN_TIMEOUT_MS, so that a
 * client still sending receives the answer instead of a reset when the connection closes. Resolves
 * false when the bound or the time ran out (the connection must then be closed).
 */
function drainRequest(raw: NodeJS.ReadableStream & { readableEnded?: boolean }, bound: number): Promise<boolean> {
  if (raw.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (drained: boolean) => {
      clearTimeout(timer);
      raw.removeListener('data', onData);
      raw.removeListener('end', onEnd);
      raw.removeListener('error', onError);
      raw.removeListener('close', onError);
      resolve(drained);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > bound) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const timer = setTimeout(() => finish(false), DRAIN_TIMEOUT_MS);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onError);
    raw.once('close', onError);
    raw.resume();
  });
}

/** `bodyLimit`: the app's body limit; a too-large body is drained up to twice that before its 413. */
export function registerErrorHandling(
  app: FastifyInstance,
  bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024,
): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 503 || error.statusCode === 507) reply.header('retry-after', RETRY_AFTER_SECONDS);
      return reply.code(error.statusCode).send({ message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A contract refused the input: its first issue is the message, in the product's words. A path
      // parameter that does not parse names no resource, so it is a 404.
      const message = error.validation[0]?.message ?? 'Invalid request';
      return error.validationContext === 'params'
        ? reply.code(404).send({ message, code: ERROR_CODES.notFound })
        : reply.code(400).send({ message, code: ERROR_CODES.validation });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return reply
        .code(500)
        .send({ message: 'Something went wrong on our side. Please try again.', code: ERROR_CODES.internal });
    }
    const fault = classifyDbError(error);
    if (fault) {
      request.log.warn({ fault, cause: describeDbError(error) }, 'database fault');
      const { status, code, message } = DB_FAULTS[fault];
      return reply.code(status).header('retry-after', RETRY_AFTER_SECONDS).send({ message, code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A plugin's own error with words meant for people (such as the rate limit's) keeps them; every
      // FST_ error gets ours, as its message may quote the input.
      if (error.code && !error.code.startsWith('FST_') && error.message) {
        const code = status === 429 ? ERROR_CODES.rateLimited : error.code;
        return reply.code(status).send({ message: error.message, code });
      }
      const described = describeFastifyError(error);
      if (described.status === 413) {
        // Read the rest first (up to a bound), so the client sees the 413 rather than a reset; then
        // close, as the connection has carried a body nobody will read.
        await drainRequest(request.raw, 2 * bodyLimit);
        reply.header('connection', 'close');
      }
      return reply.code(described.status).send({ message: described.message, code: described.code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .send({ message: INTERNAL_MESSAGE, code: ERROR_CODES.internal });
  });
}
