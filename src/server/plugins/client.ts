/**
 * Serves the built client and compresses what the server sends (docs/decisions/0012-compression-and-caching.md):
 * - text assets go out as the brotli or gzip files made at build time (`preCompressed`), never
 *   compressed per request; hashed files under /assets/ are cached for a year (immutable), everything
 *   else (index.html, sw.js, the manifest, icons) is revalidated on every use (`no-cache`);
 * - API answers (JSON, SVG) of 1 KiB and more are compressed per request, brotli (quality 3) or gzip:
 *   answers under 64 KiB at once on the event loop (~30 us for a result page's answer: a trip to libuv's
 *   thread pool costs 3-5 times that in stream setup and hand-over), larger ones on the thread pool, so
 *   the event loop never waits long for zlib; a prepared answer (src/server/lib/prepared-json.ts) is
 *   compressed once per encoding and its bytes kept;
 * - unknown /api paths are JSON 404s, other GETs get index.html, naming the chunks of the screen at
 *   that path as modulepreloads (lib/screen-pages.ts); /shared/{id} gets it with the result's
 *   link-preview metadata (modules/share-cards/preview-page.ts, injected by app.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_DIST_DIR } from '../lib/paths.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { preparedBeingSent, type Encoding } from '../lib/prepared-json.ts';
import { screenPages, screenPatternFor } from '../lib/screen-pages.ts';
import { clientRoutePatterns } from '#shared/rules/client-paths.ts';

export const COMPRESS_MIN_BYTES = 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const COMPRESSIBLE = /^(application\/(json|javascript|xml|problem\+json)|text\/|image\/svg\+xml)/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Up to this size an answer is compressed synchronously (cheaper than the thread pool's hand-over). */
const SYNC_COMPRESS_MAX_BYTES = 64 * 1024;
const BROTLI_OPTIONS = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

const GZIP_OPTIONS = { level: 6 };

/** Picks br or gzip from Accept-Encoding (q=0 refuses); null when neither is acceptable. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    if (!q || Number(q[1]) > 0) accepted.add(name!.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

async function compressPayload(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
  if (reply.getHeader('content-encoding')) return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE.test(type)) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < COMPRESS_MIN_BYTES) return payload;
  reply.header('vary', appendVary(reply.getHeader('vary')));
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const prepared = preparedBeingSent(reply);
  const out = prepared
    ? prepared.encodedAs(encoding, compressSync)
    : body.length <= SYNC_COMPRESS_MAX_BYTES
      ? compressSync(body, encoding)
      : await (encoding === 'br' ? brotli(body, BROTLI_OPTIONS) : gzip(body, GZIP_OPTIONS));
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return out;
}

/** On the event loop: answers up to 64 KiB, and prepared answers (compressed once, then kept). */
function compressSync(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body, GZIP_OPTIONS);
}

function appendVary(current: unknown): string {
  const list = String(current ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === 'accept-encoding' || v === '*')) list.push('Accept-Encoding');
  return list.join(', ');
}

export interface ClientPages {
  /** Registers GET /shared/{id} from index.html with the result's link-preview metadata (app.ts injects it). */
  sharedPage?: (app: FastifyInstance, indexHtml: string) => void;
  /** Registers GET /results/{id} from index.html with preloads of what the result page asks for first. */
  resultPage?: (app: FastifyInstance, indexHtml: string, clientDir: string) => void;
}

export async function registerClient(
  app: FastifyInstance,
  clientDir = CLIENT_DIST_DIR,
  pages: ClientPages = {},
): Promise<void> {
  // A root hook reaches every route, the ones registered before this call included.
  app.addHook('onSend', async (request, reply, payload) => compressPayload(request, reply, payload));

  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our own Cache-Control below, not the plugin's `public, max-age=0`.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  // /shared/{id} carries the result's link-preview metadata (docs/decisions/0040-share-previews-and-cards.md).
  const indexHtml = hasClient ? fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8') : '';
  const screens = screenPages(indexHtml, clientDir);
  if (hasClient && pages.sharedPage) pages.sharedPage(app, screens.get(clientRoutePatterns.shared) ?? indexHtml);
  if (hasClient && pages.resultPage) pages.resultPage(app, indexHtml, clientDir);
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || !hasClient || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: 'Not found', code: ERROR_CODES.notFound });
    }
    reply.header('Cache-Control', REVALIDATE);
    const screen = screens.get(screenPatternFor(request.url.split('?')[0]!) ?? '');
    return screen === undefined ? reply.type('text/html').sendFile('index.html') : reply.type('text/html').send(screen);
  });
}
