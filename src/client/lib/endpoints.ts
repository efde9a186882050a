/**
 * Every endpoint as the client calls it: the generated, Zod-free route table typed by the contracts
 * (a type import only, so Zod does not load with the first screen: docs/decisions/0020 and 0030).
 * `endpoints.getBoard` carries its method and path, and its params, query, body and reply types.
 */
import type { Api } from '#shared/contracts/index.ts';
import { routes } from '#shared/routes.generated.ts';
import { routesOf } from './api-client.ts';

export const endpoints = routesOf<Api>(routes);
