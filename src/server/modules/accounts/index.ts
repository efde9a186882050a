/** The accounts module's public entry: what other modules may use (docs/architecture.md, zones). */
export { deleteAccountData } from './delete-account-data.ts';
export { removePosts } from './remove-posts.ts';
