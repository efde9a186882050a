// Anchors: a bare Fastify app with one JSON route, the ceiling any PawType route can reach here, and
// one route sending N bytes of PNG from memory (the ceiling for a kept share card of that size).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
const blobs = new Map();
app.get('/bytes/:n', async (request, reply) => {
  const n = Math.min(Number(request.params.n) || 0, 4 * 1024 * 1024);
  if (!blobs.has(n)) blobs.set(n, Buffer.alloc(n, 7));
  return reply.type('image/png').send(blobs.get(n));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
