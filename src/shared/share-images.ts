/**
 * The addresses of a shared result's images (docs/decisions/0040-share-previews-and-cards.md), from the
 * generated route table: the server's link preview names the card, the results page shares the story
 * and offers the card as 'Download image'.
 */
import { pathFor } from './paths.ts';
import { getShareCard, getShareStory } from './routes/share.generated.ts';

/** The 1200x630 card of a shared result (link previews, 'Download image'). */
export const shareCardUrl = (id: number) => pathFor(getShareCard.path, { id: String(id) });
/** The 1080x1920 story image of a shared result (shared as a file from phones). */
export const shareStoryUrl = (id: number) => pathFor(getShareStory.path, { id: String(id) });
