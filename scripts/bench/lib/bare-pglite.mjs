// Anchor: a bare PGlite opening the folder in PGLITE_DIR (created if new), one query, then a tiny
// HTTP answer on PORT so the bench can time the start and read the memory the same way as the app.
// PGLITE_SHARED_BUFFERS (e.g. 16MB) opens it with the app's setting instead of PostgreSQL's default.
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';

const sharedBuffers = process.env.PGLITE_SHARED_BUFFERS;
const db = await PGlite.create(process.env.PGLITE_DIR, {
  startParams: [...PGlite.defaultStartParams, ...(sharedBuffers ? ['-c', `shared_buffers=${sharedBuffers}`] : [])],
});
await db.query('select 1');
http.createServer((req, res) => res.end('{"status":"ok"}')).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', async () => {
  await db.close();
  process.exit(0);
});
