/** GET /api/images/{key}: stored, re-encoded images; keys are random, so URLs are unguessable. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uploads } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.get<{ Params: { key: string } }>('/api/images/:key', async (request, reply) => {
    const { key } = request.params;
    if (!/^[\w-]{10,64}$/.test(key)) throw notFound('Image not found');
    const [row] = await db
      .select({ data: uploads.data, contentType: uploads.contentType })
      .from(uploads)
      .where(eq(uploads.key, key))
      .limit(1);
    if (!row) throw notFound('Image not found');
    return reply
      .header('Content-Type', row.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(row.data);
  });
}
