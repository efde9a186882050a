/**
 * GET /api/shared-assessments/{id}/card.png and /story.png: the PNG of a shared result, drawn once per
 * version (./share-card-service.ts). Caching a link-preview crawler respects: ETag and Last-Modified
 * (304 on a match); a link naming the current version (`?v=`, as the preview page writes it) may be
 * kept a day, any other for five minutes, so a rename or a new photo shows at the latest then, and at
 * once wherever the preview page is read again (it names the new version).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { route } from '#server/lib/route.ts';
import { shareEndpoints as api } from '#shared/contracts/share.ts';
import type { CardSize } from './render-card.ts';
import type { KeptCard } from './share-card-service.ts';

export const CARD_MAX_AGE_VERSIONED = 86_400;
export const CARD_MAX_AGE = 300;

function sendCard(request: FastifyRequest, reply: FastifyReply, card: KeptCard, askedFor: string | undefined) {
  const versioned = askedFor !== undefined && askedFor === card.revision;
  const lastModified = new Date(Math.floor(card.renderedAt.getTime() / 1000) * 1000);
  reply
    .header('Cache-Control', `public, max-age=${versioned ? CARD_MAX_AGE_VERSIONED : CARD_MAX_AGE}`)
    .header('ETag', card.etag)
    .header('Last-Modified', lastModified.toUTCString())
    // Chat apps and sites show it from their own pages: not limited to this origin.
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    .header('Content-Security-Policy', "default-src 'none'; sandbox");
  const ifNoneMatch = request.headers['if-none-match'];
  const ifModifiedSince = request.headers['if-modified-since'];
  const unchanged = ifNoneMatch
    ? ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === card.etag)
    : ifModifiedSince
      ? Date.parse(ifModifiedSince) >= lastModified.getTime()
      : false;
  if (unchanged) return reply.code(304).send();
  return reply.type('image/png').send(card.png);
}

export async function shareCardRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const serve =
    (size: CardSize) =>
    async (ctx: {
      params: { id: number };
      query: { v?: string | undefined };
      request: FastifyRequest;
      reply: FastifyReply;
    }) => {
      const card = await deps.shareCards.card(deps.catalog, ctx.params.id, size);
      await sendCard(ctx.request, ctx.reply, card, ctx.query.v);
    };
  route(app, api.getShareCard, serve('card'));
  route(app, api.getShareStory, serve('story'));
}
