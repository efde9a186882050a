/**
 * The OpenAPI description of the API, generated from the contracts: the JSON at
 * /api/docs/openapi.json and a page a developer can read at /api/docs.
 *
 * After @fastify/swagger has built it from the route schemas, `finishDocument` makes it say what the
 * server really does, from the contracts (src/shared/contracts/index.ts): each operation's
 * `operationId` is its contract's name, public operations have `security: []`, binary and streaming
 * answers list their real media types, and multipart bodies list their fields and the image part.
 */
import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api } from '#shared/contracts/index.ts';
import type { Endpoint } from '#shared/contracts/define.ts';

type Json = Record<string, unknown>;

/** `/api/x/:id` -> `/api/x/{id}`, as the document writes paths. */
function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** The body of a multipart endpoint as form fields (all sent as text) plus the optional image file. */
function multipartSchema(endpoint: Endpoint): Json {
  const fields = endpoint.body
    ? (z.toJSONSchema(endpoint.body, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as Json)
    : { type: 'object', properties: {} };
  const { $schema: _drop, ...schema } = fields;
  return {
    ...schema,
    type: 'object',
    properties: {
      ...(schema.properties as Json | undefined),
      image: {
        type: 'string',
        format: 'binary',
        description: 'An optional photo (JPEG, PNG, WebP or GIF; up to 5 MB)',
      },
    },
  };
}

/** Rewrites the generated document so it matches the server (see the file's comment). */
export function finishDocument(document: Json, publicUrl: string | undefined): Json {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const [name, endpoint] of Object.entries(api) as [string, Endpoint][]) {
    const operation = paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
    if (!operation) continue;
    operation.operationId = name;
    operation.security = endpoint.access === 'public' ? [] : [{ session: [] }];
    if (endpoint.binary) {
      const responses = operation.responses as Record<string, Json>;
      const success = responses[String(endpoint.status)] ?? { description: 'OK' };
      const types = [endpoint.binary].flat();
      success.content = Object.fromEntries(
        types.map((type) => [
          type,
          { schema: type === 'text/event-stream' ? { type: 'string' } : { type: 'string', format: 'binary' } },
        ]),
      );
      responses[String(endpoint.status)] = success;
    }
    if (endpoint.notModified) {
      (operation.responses as Record<string, Json>)['304'] = {
        description: 'Not Modified: If-None-Match names the current ETag; no body',
      };
    }
    if (endpoint.bodyType === 'multipart') {
      const json = endpoint.body
        ? (z.toJSONSchema(endpoint.body, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as Json)
        : undefined;
      if (json) delete json.$schema;
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': { schema: multipartSchema(endpoint) },
          ...(json ? { 'application/json': { schema: json } } : {}),
        },
      };
    }
  }
  return { ...document, servers: [{ url: publicUrl ?? '/' }] };
}

/**
 * `sessionCookie`: the name of the session cookie (the auth module's), for the security scheme;
 * `publicUrl`: the address the app is reached at, for `servers` (default: relative, '/').
 */
export async function registerApiDocs(app: FastifyInstance, sessionCookie: string, publicUrl?: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'PawType API',
        version: '1.0.0',
        description:
          'Every failure answers `{ message, code }`. Signed-in calls carry the session cookie set by ' +
          'POST /api/login or POST /api/register; state-changing calls from another origin are refused.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: sessionCookie } } },
    },
    transform: jsonSchemaTransform,
    // Emits the schemas registered with an id (such as the recursive Post) as components.
    transformObject: jsonSchemaTransformObject,
    hideUntagged: true,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  let document: Json | undefined;
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => {
    document ??= finishDocument(app.swagger() as unknown as Json, publicUrl);
    return document;
  });
}
