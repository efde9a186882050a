/**
 * Every endpoint as the client calls it: `endpoints.getBoard` carries its method and path, and its
 * params, query, body and reply types from its contract (a type-only import, so Zod does not load with
 * the first screen: docs/decisions/0020 and 0030). One export per endpoint, so a screen's bundle holds
 * only the routes it uses.
 */
export * as endpoints from '#shared/routes.generated.ts';
