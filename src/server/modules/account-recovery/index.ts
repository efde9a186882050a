/** The account-recovery module's public entry: what other modules may use (docs/architecture.md, zones). */
export { accountRecoveryRoutes } from './routes.ts';
export { confirmNewAccount } from './confirm-email.ts';
export { expiredAccountTokens, purgeExpiredAccountTokens } from './tokens.ts';
