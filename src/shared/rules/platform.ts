/**
 * The platform rules in one place, with no Zod: limits, messages, ids and names that the contracts
 * (src/shared/contracts/platform.ts), the server and the client all import (docs/decisions/0029).
 */

export const IMAGE_NOT_FOUND = 'Image not found';
