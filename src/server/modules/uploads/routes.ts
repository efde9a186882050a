/** GET /api/images/{key}: stored, re-encoded images; keys are random, so URLs are unguessable. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uploads } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { route } from '#server/lib/route.ts';
import { platformEndpoints as api } from '#shared/contracts/platform.ts';
import { IMAGE_NOT_FOUND } from '#shared/rules/platform.ts';

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, api.getImage, async ({ params, reply }) => {
    const [row] = await db
      .select({ data: uploads.data, contentType: uploads.contentType })
      .from(uploads)
      .where(eq(uploads.key, params.key))
      .limit(1);
    if (!row) throw notFound(IMAGE_NOT_FOUND);
    await reply
      .header('Content-Type', row.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(row.data);
  });
}
