/**
 * GET /shared/{id}: the client's page (index.html) with the link-preview metadata of the result, so a
 * link pasted into a chat or a social network shows the pet's card (Open Graph, Twitter's
 * summary_large_image). Every address comes from PUBLIC_URL, never from the request's Host header;
 * every text is HTML-escaped. A result its owner does not share (or that is gone, or an id that is not
 * one) gets the generic preview, which says nothing about it; the page itself then shows 'Results not
 * found'. Kept per assessment at the row version it was built from (asked of the database on every
 * request, as the public view is), and compressed once per encoding.
 */
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseNumericId } from '#shared/paths.ts';
import { shareCardUrl } from '#shared/share-images.ts';
import { sharedAssessmentRow, sharedAssessmentVersion, scoresOf, toShared } from '#server/modules/assessments/index.ts';
import { pickEncoding } from '#server/plugins/client.ts';
import { ByteLru } from './share-card-service.ts';
import { cardTraits, CARD_SIZES } from './render-card.ts';

const TAGLINE = "Discover your pet's unique personality";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface PreviewMeta {
  title: string;
  description: string;
  url: string;
  image: string;
  imageAlt: string;
  imageSize?: { width: number; height: number };
  card: 'summary' | 'summary_large_image';
}

/** index.html with this page's title, description and preview tags. */
export function withPreview(indexHtml: string, meta: PreviewMeta): string {
  const e = escapeHtml;
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="PawType" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:url" content="${e(meta.url)}" />`,
    `<meta property="og:image" content="${e(meta.image)}" />`,
    `<meta property="og:image:alt" content="${e(meta.imageAlt)}" />`,
    ...(meta.imageSize
      ? [
          `<meta property="og:image:type" content="image/png" />`,
          `<meta property="og:image:width" content="${meta.imageSize.width}" />`,
          `<meta property="og:image:height" content="${meta.imageSize.height}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${meta.card}" />`,
    `<meta name="twitter:title" content="${e(meta.title)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
    `<meta name="twitter:image" content="${e(meta.image)}" />`,
    `<meta name="twitter:image:alt" content="${e(meta.imageAlt)}" />`,
    `<link rel="canonical" href="${e(meta.url)}" />`,
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${e(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${e(meta.description)}" />`,
    )
    .replace('</head>', `    ${tags}\n  </head>`);
}

interface KeptPage {
  version: number;
  raw: Buffer;
  encoded: Map<'br' | 'gzip', Buffer>;
}

function keptPage(html: string, version: number): KeptPage {
  return { version, raw: Buffer.from(html), encoded: new Map() };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: KeptPage) {
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.raw);
  let body = page.encoded.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(page.raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : zlib.gzipSync(page.raw, { level: 6 });
    page.encoded.set(encoding, body);
  }
  return reply.header('Content-Encoding', encoding).send(body);
}

/** Registers GET /shared/:id (only when the client is built: index.html is its template). */
export function registerPreviewPage(app: FastifyInstance, indexHtml: string): void {
  const { deps } = app;
  const base = deps.config.publicUrl;
  const generic = keptPage(
    withPreview(indexHtml, {
      title: 'PawType',
      description: `${TAGLINE}: answer sixteen questions about your pet and meet its personality archetype.`,
      url: `${base}/`,
      image: `${base}/icons/icon-512.png`,
      imageAlt: 'PawType',
      card: 'summary',
    }),
    0,
  );
  const plain = keptPage(indexHtml, 0);
  const pages = new ByteLru<KeptPage>(4 * 1024 * 1024, (p) => p.raw.length * 2);

  app.get<{ Params: { id: string } }>('/shared/:id', async (request, reply) => {
    // Without a configured public address no preview can name one: the plain page, revealing nothing.
    if (!base) return sendPage(request, reply, plain);
    const id = parseNumericId(request.params.id);
    if (id === null) return sendPage(request, reply, generic);
    const key = String(id);
    const version = await sharedAssessmentVersion(deps.db, id);
    if (version === undefined) {
      pages.delete(key);
      return sendPage(request, reply, generic);
    }
    const kept = pages.get(key);
    if (kept?.version === version) return sendPage(request, reply, kept);
    const row = await sharedAssessmentRow(deps.db, id);
    if (!row) return sendPage(request, reply, generic);
    const shared = toShared(deps.catalog, row);
    const revision = await deps.shareCards.revisionOf(row.version);
    const traits = cardTraits(scoresOf(row)).map((t) => t.label);
    const title = `${row.petName} is The ${shared.assessment.archetypeName}`;
    const page = keptPage(
      withPreview(indexHtml, {
        title,
        description: `${row.petName} is ${traits.slice(0, 3).join(', ').toLowerCase()} and ${traits[3]!.toLowerCase()} (${shared.assessment.archetypeCode}). ${TAGLINE} on PawType.`,
        url: `${base}/shared/${id}`,
        image: `${base}${shareCardUrl(id)}?v=${encodeURIComponent(revision)}`,
        imageAlt: `${row.petName}'s PawType card: The ${shared.assessment.archetypeName} (${shared.assessment.archetypeCode}), ${traits.join(', ')}`,
        imageSize: CARD_SIZES.card,
        card: 'summary_large_image',
      }),
      row.version,
    );
    pages.set(key, page);
    return sendPage(request, reply, page);
  });
}
