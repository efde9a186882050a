/** One error type for expected failures; the error handler turns it into `{ message, code }`. */
import { ERROR_CODES, type ErrorCode } from '#shared/errors.ts';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, ERROR_CODES.validation, message);
export const unauthorized = (message = 'Please sign in to continue') =>
  new AppError(401, ERROR_CODES.unauthorized, message);
export const forbidden = (message = 'You do not have permission to do that') =>
  new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (message = 'Not found') => new AppError(404, ERROR_CODES.notFound, message);
