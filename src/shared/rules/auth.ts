/**
 * The auth rules in one place, with no Zod: limits, messages, ids and names that the contracts
 * (src/shared/contracts/auth.ts), the server and the client all import (docs/decisions/0029).
 */
export const PASSWORD_MIN = 6;

export const PASSWORD_MAX = 200;

export const NAME_MAX = 100;

export const EMAIL_MAX = 254;

/** The file name of 'Download my data' (the server's content-disposition and the browser's download). */
export const EXPORT_FILE_NAME = 'pawtype-my-data.json';
