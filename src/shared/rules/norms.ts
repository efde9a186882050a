/**
 * The norms rules ('where my pet stands', docs/decisions/0041-species-norms.md), with no Zod: the
 * contract (src/shared/contracts/norms.ts), the server and the client import them (docs/decisions/0029).
 */

/** No figure for a species before this many of its pets are on PawType. */
export const NORMS_MIN_PETS = 30;
