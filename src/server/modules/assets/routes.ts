/**
 * GET /api/assets/{name}: the seeded images (app_assets). SVG is served with a CSP sandbox so that,
 * even opened directly, it cannot run script. A URL that names the content's version (`?v=`, the first
 * 12 characters of its SHA-1 in base64url, as src/shared/archetype-picture-versions.ts lists them) is
 * cached for a year, immutable: new content gets a new URL. Without it (or with an old version), a day.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appAssets } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { route } from '#server/lib/route.ts';
import { platformEndpoints as api } from '#shared/contracts/platform.ts';
import { IMAGE_NOT_FOUND } from '#shared/rules/platform.ts';

export async function assetRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, api.getAsset, async ({ params, query, request, reply }) => {
    const [asset] = await db.select().from(appAssets).where(eq(appAssets.name, params.name)).limit(1);
    if (!asset) throw notFound(IMAGE_NOT_FOUND);
    const hash = crypto.createHash('sha1').update(asset.content).digest('base64url');
    const etag = `"${hash.slice(0, 20)}"`;
    const versioned = query.v !== undefined && query.v === hash.slice(0, 12);
    reply
      .header('Content-Type', asset.contentType)
      .header(
        'Cache-Control',
        versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=86400, stale-while-revalidate=604800',
      )
      .header('ETag', etag)
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
      .header('Cross-Origin-Resource-Policy', 'same-origin');
    if (request.headers['if-none-match'] === etag) return void (await reply.code(304).send());
    await reply.send(asset.contentType.startsWith('image/svg') ? asset.content : Buffer.from(asset.content, 'base64'));
  });
}
