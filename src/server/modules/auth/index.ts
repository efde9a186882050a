/** The auth module's public entry: what other modules may use (docs/architecture.md, zones). */
export { type SessionService, toPublicUser } from './sessions.ts';
export { hashPassword, verifyPassword } from './password.ts';
export type { LoginLimiter } from './login-limiter.ts';
