/**
 * The two hooks a screen calls an endpoint with, typed end to end by the endpoint's contract:
 *
 *   const board = useEndpointQuery(boardsRoutes.getBoard, { params: { boardId } }, { retry: false });
 *   const report = useEndpointMutation(boardsRoutes.reportPost, { onSuccess: () => toast(...) });
 *   report.mutate({ params: { boardId, postId }, body: { reason } });
 *
 * The query key is the endpoint's URL (queryKeyFor), so a list is refreshed by invalidating its
 * endpoint. Toasts belong to the screen (its onSuccess / onError), not to the API layer.
 */
import {
  type QueryClient,
  type QueryKey,
  useMutation,
  type UseMutationOptions,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { Endpoint, ResponseOf } from '#shared/contracts/define.ts';
import { callApi, type EndpointInput, queryKeyFor, type Route } from './api-client.ts';

type QueryOptions<E extends Endpoint, TData> = Omit<
  UseQueryOptions<ResponseOf<E>, Error, TData>,
  'queryKey' | 'queryFn'
>;

/** Reads an endpoint (GET) with its params and query; the reply is typed by the contract. */
export function useEndpointQuery<E extends Endpoint, TData = ResponseOf<E>>(
  route: Route<E>,
  input: Omit<EndpointInput<E>, 'body'> = {},
  options: QueryOptions<E, TData> = {},
) {
  return useQuery({ ...options, queryKey: queryKeyFor(route, input), queryFn: () => callApi(route, input) });
}

export type EndpointMutationOptions<E extends Endpoint, TVars> = Omit<
  UseMutationOptions<ResponseOf<E>, Error, TVars>,
  'mutationFn'
> & {
  /** Turns what the screen passes to `mutate` into the call's input (default: it is the input). */
  input?: (vars: TVars) => EndpointInput<E>;
  /** Query keys refetched after a success, before the screen's onSuccess runs. */
  invalidates?: readonly QueryKey[];
};

/** Writes through an endpoint; `mutate(input)` sends params, query and body as the contract types them. */
export function useEndpointMutation<E extends Endpoint, TVars = EndpointInput<E>>(
  route: Route<E>,
  { input, invalidates = [], onSuccess, ...options }: EndpointMutationOptions<E, TVars> = {},
) {
  const qc = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (vars: TVars) => callApi(route, input ? input(vars) : (vars as EndpointInput<E>)),
    onSuccess: async (...args) => {
      await Promise.all(invalidates.map((queryKey) => qc.invalidateQueries({ queryKey })));
      return onSuccess?.(...args);
    },
  });
}

/** Starts an endpoint's query early (same key and call as `useEndpointQuery`); errors stay in the cache. */
export function prefetchEndpoint<E extends Endpoint>(
  qc: QueryClient,
  route: Route<E>,
  input: Omit<EndpointInput<E>, 'body'> = {},
): void {
  void qc.prefetchQuery({ queryKey: queryKeyFor(route, input), queryFn: () => callApi(route, input), retry: false });
}
