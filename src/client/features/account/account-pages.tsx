/** The account screens, one chunk: forgotten password, reset, confirmation, password and e-mail changes. */
export { ForgotPasswordPage } from './forgot-password-page.tsx';
export { ResetPasswordPage } from './reset-password-page.tsx';
export { ConfirmEmailPage } from './confirm-email-page.tsx';
export { ChangePasswordPage } from './change-password-page.tsx';
export { ChangeEmailPage } from './change-email-page.tsx';
