/** Every failure answers JSON `{ message, code }`; 5xx bodies never show internals. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { ERROR_CODES } from '../../shared/errors.ts';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ message: error.message, code: error.code });
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
