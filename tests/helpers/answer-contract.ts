/**
 * The contract test of issue 20 point 7: every answer an integration suite gets from a test app is
 * checked against the app's own served document (/api/docs/openapi.json) for its status.
 *
 * `watchAnswers` adds an onSend hook (before the app is ready) that records each answer of a
 * documented route; `loadDocument` then fetches the document once. JSON bodies are validated with
 * ajv against the schema the document gives for the operation (method + route pattern) and status
 * (or its 4XX/5XX/default entry), compiled lazily once per operation+status+media type; binary and
 * event-stream answers must carry a Content-Type the document lists. A status the document does not
 * list is a mismatch too. `mismatches()` lists them; createTestApp's close() fails with that list.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

type Json = Record<string, unknown>;

const DOCUMENT_URL = '/api/docs/openapi.json';

/** JSON Pointer escaping of one path segment. */
/** A compressed answer (the cached result pages are sent precompressed) read as the client reads it. */
function decoded(body: Buffer, encoding: string): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

function pointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export interface AnswerWatcher {
  /** Fetches the served document; call once the app is ready, before the suite's requests. */
  loadDocument(): Promise<void>;
  /** The answers that did not match the document, one line each. */
  mismatches(): string[];
}

export function watchAnswers(app: FastifyInstance): AnswerWatcher {
  let document: Json | undefined;
  let ajv: Ajv | undefined;
  const validators = new Map<string, ValidateFunction | string>();
  const found: string[] = [];
  const seen = new Set<string>();

  function fail(line: string): void {
    if (seen.has(line)) return;
    seen.add(line);
    found.push(line);
  }

  function check(method: string, route: string, status: number, contentType: string, body: string): void {
    if (!document || !ajv) return;
    const path = route.replace(/:(\w+)/g, '{$1}');
    const operations = (document.paths as Record<string, Record<string, Json>>)[path];
    const operation = operations?.[method.toLowerCase()];
    // Routes the document hides on purpose (the docs themselves, the client's pages) are not checked.
    if (!operation) return;
    const where = `${method} ${path} ${status}`;
    const responses = operation.responses as Record<string, Json>;
    const key = [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, 'default'].find(
      (k) => responses[k],
    );
    if (!key) {
      fail(`${where}: status not in the document (lists ${Object.keys(responses).join(', ')})`);
      return;
    }
    const content = (responses[key]!.content ?? {}) as Record<string, Json>;
    const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
    if (status === 204 || (body === '' && Object.keys(content).length === 0)) {
      if (body !== '') fail(`${where}: a body the document does not describe`);
      return;
    }
    if (!content[mediaType]) {
      fail(
        `${where}: Content-Type ${mediaType || '(none)'} not in the document (lists ${Object.keys(content).join(', ') || 'none'})`,
      );
      return;
    }
    if (mediaType !== 'application/json') return;
    const id = `${where} ${mediaType}`;
    let validate = validators.get(id);
    if (validate === undefined) {
      const ref = `openapi#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${pointer(key)}/content/${pointer(mediaType)}/schema`;
      try {
        validate = ajv.compile({ $ref: ref });
      } catch (error) {
        validate = `schema does not compile: ${(error as Error).message}`;
      }
      validators.set(id, validate);
    }
    if (typeof validate === 'string') {
      fail(`${where}: ${validate}`);
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      fail(`${where}: the body is not JSON`);
      return;
    }
    if (!validate(value)) {
      const errors = (validate.errors ?? [])
        .slice(0, 3)
        .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
        .join('; ');
      fail(`${where}: ${errors} (body ${body.slice(0, 200)})`);
    }
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!document || !route || route.startsWith('/api/docs')) return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    // Streams and buffers (images, event streams) are checked by media type only.
    const body =
      typeof payload === 'string'
        ? payload
        : payload == null
          ? ''
          : Buffer.isBuffer(payload) && contentType.startsWith('application/json')
            ? decoded(payload, String(reply.getHeader('content-encoding') ?? '')).toString('utf8')
            : '\u0000binary';
    check(request.method, route, reply.statusCode, contentType, body);
    return payload;
  });

  return {
    async loadDocument() {
      const res = await app.inject({ method: 'GET', url: DOCUMENT_URL });
      if (res.statusCode !== 200) throw new Error(`${DOCUMENT_URL} answered ${res.statusCode}`);
      const served = res.json() as Json;
      ajv = new Ajv({ strict: false, allErrors: false, validateSchema: false });
      addFormats(ajv);
      ajv.addSchema(served, 'openapi');
      document = served;
    },
    mismatches: () => [...found],
  };
}
