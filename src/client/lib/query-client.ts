import { QueryClient } from '@tanstack/react-query';

/** Every query names its own fetcher (src/client/api): there is no default URL-as-key fetcher. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
