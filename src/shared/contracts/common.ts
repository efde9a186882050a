/** Pieces every contract uses: the error body, numeric ids in paths, empty bodies. */
import { z } from 'zod';

/** Every failure answers this body; `code` is one of ERROR_CODES (src/shared/errors.ts). */
export const errorBodySchema = z.object({ message: z.string(), code: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * A positive numeric id in a path. Anything else names no resource, so it answers 404 with
 * `notFoundMessage` (the error handler turns every params failure into a 404).
 */
export const idParam = (notFoundMessage: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, notFoundMessage)
    .transform(Number)
    .refine((n) => n > 0, notFoundMessage);

/**
 * A whole number in a query string, strictly: decimal digits only (at most 9; leading zeros are
 * allowed, '05' is 5), from `min` to `max`. ' 5 ', '', '5.0', '+5', '-1' and '1e3' are refused with
 * `message` (a 400), which z.coerce.number() would have read as numbers.
 */
export const queryInt = (min: number, max: number, message: string) =>
  z.preprocess(
    // The typed client may hand a number; on the wire it is its decimal text.
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string({ message })
      .regex(/^\d{1,9}$/, message)
      .transform(Number)
      .pipe(z.number().int().min(min, message).max(max, message)),
  );
