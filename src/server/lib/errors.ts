/** One error type for expected failures; the error handler turns it into `{ message, code }`. */
import type { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../../shared/errors.ts';

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

/** Parses input with a shared Zod schema; the first problem becomes a 400 in the spec's words. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid request');
}

/** Parses a positive integer route parameter; anything else is a 404 for that resource. */
export function parseId(value: unknown, what = 'Not found'): number {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n <= 0) throw notFound(what);
  return n;
}
