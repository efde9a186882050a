/**
 * How an endpoint of the API is written down: its method and path, who may call it, and its params,
 * query, body and responses as Zod schemas. The server registers each route from its contract (it
 * cannot answer a shape the contract does not allow), the client calls it through the same contract,
 * and the OpenAPI document is generated from it.
 */
import { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * public: anyone; user: a signed-in user; moderator: a moderator or the admin; admin: the admin only
 * (the roles: src/shared/roles.ts).
 */
export type Access = 'public' | 'user' | 'moderator' | 'admin';

type AnyObject = z.ZodType<Record<string, unknown>>;

export interface EndpointDefinition {
  method: Method;
  /** Express-style path: `/api/assessments/:id`. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  /** The 401 message for a signed-out caller, when it should say more than the default. */
  signedOutMessage?: string;
  params?: AnyObject;
  query?: AnyObject;
  body?: z.ZodType;
  /** multipart/form-data bodies are parsed by the route and checked against `body`. */
  bodyType?: 'json' | 'multipart';
  /** The success status and its body schema; `null` for an empty body (204) or a binary one. */
  status: 200 | 201 | 202 | 204;
  response: z.ZodType | null;
  /**
   * Content type(s) of a binary or streaming success response (images, assets, an event stream), as
   * the server really sends them; the OpenAPI document lists each.
   */
  binary?: string | readonly string[];
  /** Answers 304 with no body when If-None-Match names the current ETag; the document lists it. */
  notModified?: true;
}

/**
 * The one rule for text PostgreSQL cannot hold: U+0000 and unpaired UTF-16 surrogates. Every params,
 * query and body schema of every endpoint gets it through `endpoint()`, so a new field is covered
 * without being named.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

export function unstorableTextMessage(path: readonly PropertyKey[]): string {
  const field = path.length
    ? path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('')
    : 'The request';
  return `${field} contains a character that cannot be stored (such as U+0000). Please remove it and try again.`;
}

function findUnstorable(value: unknown, path: PropertyKey[], out: PropertyKey[][]): void {
  if (out.length) return;
  if (typeof value === 'string') {
    if (!isStorableText(value)) out.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => findUnstorable(v, [...path, i], out));
  } else if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    for (const [k, v] of Object.entries(value)) {
      if (!isStorableText(k)) out.push([...path, k]);
      else findUnstorable(v, [...path, k], out);
    }
  }
}

/**
 * Adds the storable-text rule to a schema: any string in the (parsed) input that PostgreSQL cannot
 * hold is a 400 naming the field. A refinement keeps the schema's own shape for the OpenAPI document.
 */
export function storable<S extends z.ZodType>(schema: S): S {
  return schema.superRefine((value, ctx) => {
    const found: PropertyKey[][] = [];
    findUnstorable(value, [], found);
    for (const path of found) ctx.addIssue({ code: 'custom', message: unstorableTextMessage(path), path });
  }) as S;
}

export type Endpoint<D extends EndpointDefinition = EndpointDefinition> = D & { readonly kind: 'endpoint' };

/** Declares an endpoint; input schemas get the storable-text rule. */
export function endpoint<const D extends EndpointDefinition>(definition: D): Endpoint<D> {
  return {
    ...definition,
    ...(definition.params ? { params: storable(definition.params) } : {}),
    ...(definition.query ? { query: storable(definition.query) } : {}),
    ...(definition.body ? { body: storable(definition.body) } : {}),
    kind: 'endpoint',
  } as Endpoint<D>;
}

declare const contract: unique symbol;

/**
 * An endpoint as the client calls it, with no Zod: its method and path (src/shared/routes.generated.ts),
 * typed by its contract `E` (a type only).
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly [contract]?: E;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the handler returns and the client receives. */
export type ResponseOf<E extends EndpointDefinition> = E['response'] extends z.ZodType ? z.output<E['response']> : void;
export type ParamsOf<E extends EndpointDefinition> = Out<E['params']>;
export type QueryOf<E extends EndpointDefinition> = Out<E['query']>;
export type BodyOf<E extends EndpointDefinition> = Out<E['body']>;
/** What the client sends (before transforms such as trim). */
export type ParamsInput<E extends EndpointDefinition> = In<E['params']>;
export type QueryInput<E extends EndpointDefinition> = In<E['query']>;
export type BodyInput<E extends EndpointDefinition> = In<E['body']>;
