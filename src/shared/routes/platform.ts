/**
 * The method, path and access of each platform endpoint, with no Zod: the client calls the API through
 * these, and the contracts in src/shared/contracts/platform.ts spread them into their endpoints (one
 * definition of each path).
 */
import { pathFor } from './paths.ts';

export const platformRoutes = {
  health: { method: 'GET', path: '/api/health', access: 'public' },
  live: { method: 'GET', path: '/api/health/live', access: 'public' },
  ready: { method: 'GET', path: '/api/health/ready', access: 'public' },
  getAsset: { method: 'GET', path: '/api/assets/:name', access: 'public' },
  getImage: { method: 'GET', path: '/api/images/:key', access: 'public' },
} as const;

/** An archetype's illustration (`/api/assets/archetype-icaf`), as every screen shows it. */
export const archetypeImageUrl = (code: string) =>
  pathFor(platformRoutes.getAsset.path, { name: `archetype-${code.toLowerCase()}` });
