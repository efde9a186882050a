/**
 * The archetypes rules in one place, with no Zod: limits, messages, ids and names that the contracts
 * (src/shared/contracts/archetypes.ts), the server and the client all import (docs/decisions/0029).
 */
/** The star-sign call's "not found" warning travels as a first entry named 'Error' (the client shows it as a warning). */
export const STAR_SIGN_WARNING_NAME = 'Error';

export const ARCHETYPE_NOT_FOUND = 'Archetype not found';

export const PET_TYPE_NOT_FOUND = 'Pet type not found';
