/**
 * The method, path and access of each account-recovery endpoint (forgotten password, password and
 * e-mail changes, confirmed addresses), with no Zod; the contracts in
 * src/shared/contracts/account-recovery.ts spread them in.
 */
export const accountRecoveryRoutes = {
  requestPasswordReset: { method: 'POST', path: '/api/password-reset', access: 'public' },
  resetPassword: { method: 'POST', path: '/api/password-reset/confirm', access: 'public' },
  changePassword: { method: 'POST', path: '/api/user/password', access: 'user' },
  emailStatus: { method: 'GET', path: '/api/user/email', access: 'user' },
  requestEmailChange: { method: 'POST', path: '/api/user/email', access: 'user' },
  sendEmailConfirmation: { method: 'POST', path: '/api/user/email/confirmation', access: 'user' },
  confirmEmail: { method: 'POST', path: '/api/email/confirm', access: 'public' },
} as const;

/** The pages the e-mailed links open (the token travels in the query string). */
export const RESET_PASSWORD_PAGE = '/reset-password';
export const CONFIRM_EMAIL_PAGE = '/confirm-email';
export const FORGOT_PASSWORD_PAGE = '/forgot-password';
