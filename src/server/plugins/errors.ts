/**
 * Every failure answers JSON `{ message, code }`; 5xx bodies never show internals. A database
 * that is away or too slow answers 503 and a full disk 507, each with Retry-After, so clients and
 * load balancers know to come back.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
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

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
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
      const code =
        status === 413
          ? ERROR_CODES.payloadTooLarge
          : status === 429
            ? ERROR_CODES.rateLimited
            : (error.code ?? ERROR_CODES.validation);
      const message = FASTIFY_MESSAGES[error.code] ?? (error.message || 'Bad request');
      return reply.code(status).send({ message, code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .send({ message: 'Something went wrong on our side. Please try again.', code: ERROR_CODES.internal });
  });
}
