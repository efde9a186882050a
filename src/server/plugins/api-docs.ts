/**
 * The OpenAPI description of the API, generated from the contracts: the JSON at
 * /api/docs/openapi.json and a page a developer can read at /api/docs.
 */
import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** `sessionCookie`: the name of the session cookie (the auth module's), for the security scheme. */
export async function registerApiDocs(app: FastifyInstance, sessionCookie: string): Promise<void> {
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
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
