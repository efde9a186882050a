import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { NetworkError } from './api-client.ts';

/**
 * Every query names its own fetcher (src/client/api): there is no default URL-as-key fetcher.
 *
 * Offline (docs/decisions/0049): a query waits for the network (TanStack's default networkMode), keeping
 * what it has, and the screens' queries refetch once the device is back online; a write does not wait
 * silently: it fails at once (networkMode 'always') and the screen's error message says the device is
 * offline (NetworkError in api-client.ts).
 */
export function createQueryClient(
  options: {
    /**
     * A write that got no answer (offline, unreachable, too slow): told before the screen's own error
     * handling, so an action whose screen shows nothing still says why (a screen's toast replaces it).
     */
    onNetworkError?: (err: NetworkError) => void;
  } = {},
): QueryClient {
  // TanStack starts out online and then follows the online/offline events: a page opened offline starts
  // offline (its queries wait instead of failing).
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine !== false);
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (err) => {
        if (err instanceof NetworkError) options.onNetworkError?.(err);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        gcTime: 10_000,
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: true,
        refetchOnReconnect: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
