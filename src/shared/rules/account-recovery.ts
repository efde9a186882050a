/**
 * The account-recovery rules in one place, with no Zod: how long the e-mailed links work, the
 * product's messages and the codes the pages react to (docs/decisions/0038-account-tokens.md). The
 * contracts (src/shared/contracts/account-recovery.ts), the server and the client import them.
 */

/** How long each e-mailed link works. */
export const RESET_TOKEN_MINUTES = 30;
export const EMAIL_TOKEN_HOURS = 24;

export const RECOVERY_MESSAGES = {
  resetRequested:
    'If an account uses this address, we have sent it a link to choose a new password. The link works for 30 minutes.',
  linkUnknown: 'This link is not valid. It may have been copied incompletely, or a newer link replaced it.',
  linkUsed: 'This link has already been used.',
  linkExpired: 'This link has expired.',
  wrongPassword: 'That password is not correct',
  emailTaken: 'That e-mail address is already used by another account',
  sameEmail: 'That is already your e-mail address',
  alreadyConfirmed: 'Your e-mail address is already confirmed',
  passwordChanged: 'Your password has been changed. You are still signed in here; every other device was signed out.',
} as const;

/** A code the pages use to offer a new link. */
export const INVALID_LINK_CODE = 'INVALID_LINK';

/** The code of a wrong current password (a password or e-mail change). */
export const WRONG_PASSWORD_CODE = 'WRONG_PASSWORD';
