/**
 * Registers a route from its contract (src/shared/contracts): Fastify validates params, query and
 * body with the contract's Zod schemas and serializes the reply through the response schema, so a
 * handler cannot answer a shape its contract does not allow. Who may call it is enforced here, before
 * the input is read: signed out -> 401, a role below the one the contract asks for -> 403.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '#shared/contracts/define.ts';
import { errorBodySchema } from '#shared/contracts/common.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { PreparedJson, sendPrepared } from './prepared-json.ts';

export interface RouteContext<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The signed-in user; always set on 'user', 'moderator' and 'admin' routes. */
  user: E['access'] extends 'public' ? PublicUser | null : PublicUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers its contract's response, or the same already checked and serialized (./prepared-json.ts). */
type Answer<E extends Endpoint> = ResponseOf<E> | PreparedJson;
export type RouteHandler<E extends Endpoint> = (ctx: RouteContext<E>) => Promise<Answer<E>> | Answer<E>;

/**
 * Enforces an endpoint's access rule for a request (throws 401 / 403). The app provides it
 * (app.ts decorates `checkAccess` with the auth module's), so lib never imports a module.
 */
export type AccessCheck = (request: FastifyRequest, endpoint: Endpoint) => void;

declare module 'fastify' {
  interface FastifyInstance {
    checkAccess: AccessCheck;
  }
}

export interface RouteOptions {
  /** Runs first, before access and input are checked (e.g. a rate limit that counts every attempt). */
  before?: (request: FastifyRequest) => Promise<unknown>;
}

/** The schema block Fastify and @fastify/swagger read for one contract. */
export function routeSchema(endpoint: Endpoint) {
  const response: Record<string, z.ZodType> = { '4xx': errorBodySchema, '5xx': errorBodySchema };
  if (endpoint.response) response[String(endpoint.status)] = endpoint.response;
  // A binary reply (Buffer or string with its own content type) is sent as is, never serialized.
  else if (endpoint.status === 204) response['204'] = z.null().describe('No content');
  else if (endpoint.binary)
    response[String(endpoint.status)] = z.string().describe(`The bytes (${[endpoint.binary].flat().join(', ')})`);
  return {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body && endpoint.bodyType !== 'multipart' ? { body: endpoint.body } : {}),
    ...(endpoint.bodyType === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.access === 'public' ? {} : { security: [{ session: [] }] }),
    response,
  };
}

export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint),
    preValidation: async (request) => {
      await options.before?.(request);
      if (endpoint.access !== 'public') app.checkAccess(request, endpoint);
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as ParamsOf<E>,
        query: request.query as QueryOf<E>,
        body: request.body as BodyOf<E>,
        user: request.user as RouteContext<E>['user'],
        request,
        reply,
      });
      if (reply.sent) return reply;
      reply.code(endpoint.status);
      if (result instanceof PreparedJson) return sendPrepared(reply, result);
      return endpoint.status === 204 ? reply.send() : reply.send(result);
    },
  });
}
