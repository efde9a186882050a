import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** Default query: GET the key's first element (a URL) as JSON. */
const defaultQueryFn: QueryFunction = async ({ queryKey }) => apiGet(queryKey[0] as string);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: 10_000,
        gcTime: 10_000,
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
