/**
 * The admin rules in one place, with no Zod: limits, messages, ids and names that the contracts
 * (src/shared/contracts/admin.ts), the server and the client all import (docs/decisions/0029).
 */
import { REPORT_REASONS } from './boards.ts';

export const USER_NOT_FOUND = 'User not found';

export const ADMIN_MESSAGES = {
  cannotDeleteAdmin: 'The admin account cannot be deleted',
  cannotChangeAdminRole: "The admin's role cannot be changed",
  invalidRole: "role must be 'member' or 'moderator'",
  invalidSender: 'Please enter a valid email address',
  missingApiKey: 'SendGrid API key is missing: set SENDGRID_API_KEY on the server and restart it',
  noSender: 'No verified sender is configured yet: use Configure SendGrid to set one',
  emailMismatch: "That e-mail address is not this user's",
  noEmail: 'This user has no e-mail address',
  tooSoon: 'A survey was sent to this user a short while ago. Please wait before sending another.',
} as const;

/** The longest e-mail address a sender may have. */
export const SENDER_ADDRESS_MAX = 254;
/** The survey sender check both the admin's card and the server make (the message: ADMIN_MESSAGES.invalidSender). */
export const isValidSenderAddress = (value: string) => {
  const address = value.trim();
  return address.length > 0 && address.length <= SENDER_ADDRESS_MAX && address.includes('@');
};

export const USERS_PAGE_DEFAULT = 50;

export const USERS_PAGE_MAX = 200;

export const REPORT_REASON_LABELS: Record<string, string> = Object.fromEntries(
  REPORT_REASONS.map((r) => [r.value, r.label]),
);
