/** The auth module's public entry: what other modules may use (docs/architecture.md, zones). */
export type { SessionService } from './sessions.ts';
export { toPublicUser } from './sessions.ts';
