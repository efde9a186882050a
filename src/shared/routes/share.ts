/**
 * The method, path and access of the share-card endpoints (issue 25), with no Zod: the client builds
 * its image links through these, and src/shared/contracts/share.ts spreads them into its endpoints.
 */
import { pathFor } from './paths.ts';

export const shareRoutes = {
  getShareCard: { method: 'GET', path: '/api/shared-assessments/:id/card.png', access: 'public' },
  getShareStory: { method: 'GET', path: '/api/shared-assessments/:id/story.png', access: 'public' },
} as const;

/** The 1200x630 card of a shared result (link previews, 'Download image'). */
export const shareCardUrl = (id: number) => pathFor(shareRoutes.getShareCard.path, { id: String(id) });
/** The 1080x1920 story image of a shared result (shared as a file from phones). */
export const shareStoryUrl = (id: number) => pathFor(shareRoutes.getShareStory.path, { id: String(id) });
