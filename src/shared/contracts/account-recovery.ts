/**
 * A way back in: forgotten passwords, password and e-mail changes, confirmed addresses
 * (docs/decisions/0038-account-tokens.md). The password rules and messages are registration's.
 */
import { z } from 'zod';
import { endpoint } from './define.ts';
import { publicUserSchema } from './auth.ts';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from '#shared/rules/auth.ts';
import {
  EMAIL_TOKEN_HOURS,
  INVALID_LINK_CODE,
  RECOVERY_MESSAGES,
  RESET_TOKEN_MINUTES,
  WRONG_PASSWORD_CODE,
} from '#shared/rules/account-recovery.ts';

export { EMAIL_TOKEN_HOURS, INVALID_LINK_CODE, RECOVERY_MESSAGES, RESET_TOKEN_MINUTES, WRONG_PASSWORD_CODE };

const password = z
  .string({ message: `Password must be at least ${PASSWORD_MIN} characters` })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

const email = z
  .string({ message: 'Please enter a valid email' })
  .trim()
  .max(EMAIL_MAX, 'Please enter a valid email')
  .pipe(z.email('Please enter a valid email'));

const token = z
  .string({ message: RECOVERY_MESSAGES.linkUnknown })
  .trim()
  .regex(/^[\w-]{20,100}$/, RECOVERY_MESSAGES.linkUnknown);

const currentPassword = z
  .string({ message: 'Please enter your current password' })
  .min(1, 'Please enter your current password')
  .max(PASSWORD_MAX);

const matching = <T extends { password: string; confirmPassword: string }>(v: T) => v.password === v.confirmPassword;
const mismatch = { message: 'Passwords do not match', path: ['confirmPassword'] };

export const passwordResetRequestSchema = z.object({ email });
export const resetPasswordSchema = z.object({ token, password, confirmPassword: password }).refine(matching, mismatch);
/** The reset page's form (the token comes from the link). */
export const resetPasswordFormSchema = z.object({ password, confirmPassword: password }).refine(matching, mismatch);
export const changePasswordSchema = z
  .object({ currentPassword, password, confirmPassword: password })
  .refine(matching, mismatch);
export const emailChangeSchema = z.object({ email, password: currentPassword });

const messageSchema = z.object({ message: z.string() });

export const emailStatusSchema = z.object({
  email: z.string().nullable(),
  confirmed: z.boolean(),
  /** An address waiting for its confirmation link to be opened. */
  pendingEmail: z.string().nullable(),
});
export type EmailStatus = z.infer<typeof emailStatusSchema>;

export const accountRecoveryEndpoints = {
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/password-reset',
    access: 'public',
    summary:
      'Forgotten password: e-mails a 30-minute reset link when the address has an account; the same 202 either way',
    tag: 'accounts',
    body: passwordResetRequestSchema,
    status: 202,
    response: messageSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/password-reset/confirm',
    access: 'public',
    summary: 'Set a new password with a reset link; ends every session of the account and signs in here',
    tag: 'accounts',
    body: resetPasswordSchema,
    status: 200,
    response: publicUserSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/user/password',
    access: 'user',
    summary: 'Change the password (current one required); every other session ends; a notice is e-mailed',
    tag: 'accounts',
    body: changePasswordSchema,
    status: 200,
    response: messageSchema,
  }),
  emailStatus: endpoint({
    method: 'GET',
    path: '/api/user/email',
    access: 'user',
    summary: 'My e-mail address, whether it is confirmed, and an address change waiting for confirmation',
    tag: 'accounts',
    status: 200,
    response: emailStatusSchema,
  }),
  requestEmailChange: endpoint({
    method: 'POST',
    path: '/api/user/email',
    access: 'user',
    summary: 'Change the e-mail address (and login name): a link goes to the new address, a notice to the old',
    tag: 'accounts',
    body: emailChangeSchema,
    status: 200,
    response: messageSchema,
  }),
  sendEmailConfirmation: endpoint({
    method: 'POST',
    path: '/api/user/email/confirmation',
    access: 'user',
    summary: 'Send the confirmation link for my e-mail address again',
    tag: 'accounts',
    status: 200,
    response: messageSchema,
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/api/email/confirm',
    access: 'public',
    summary: 'Open an e-mailed confirmation link: confirms the address, or completes an address change',
    tag: 'accounts',
    body: z.object({ token }),
    status: 200,
    response: z.object({ kind: z.enum(['email_change', 'email_confirm']), email: z.string(), message: z.string() }),
  }),
};
