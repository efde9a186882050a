/** The mail module's public entry: what other modules may use (docs/architecture.md, zones). */
export { MAIL_UNAVAILABLE_MESSAGE, Mailer, type Mail } from './mailer.ts';
export { renderEmail } from './layout.ts';
export { type OutgoingEmail, sendWithSendGrid } from './sendgrid.ts';
