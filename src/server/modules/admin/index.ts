/** The admin module's public entry: what other modules may use (docs/architecture.md, zones). */
export { readVerifiedSender } from './settings.ts';
