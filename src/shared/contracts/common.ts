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
