/**
 * The account screens, one chunk: forgotten password, reset, confirmation, password and e-mail changes,
 * notification settings and the summary e-mail's unsubscribe page.
 */
export { ForgotPasswordPage } from './forgot-password-page.tsx';
export { ResetPasswordPage } from './reset-password-page.tsx';
export { ConfirmEmailPage } from './confirm-email-page.tsx';
export { ChangePasswordPage } from './change-password-page.tsx';
export { ChangeEmailPage } from './change-email-page.tsx';
export { NotificationSettingsPage } from './notification-settings-page.tsx';
export { UnsubscribePage } from './unsubscribe-page.tsx';
