/**
 * The session: the signed-in user (a 401 means signed out, and nothing else does), the role check, and
 * the cache updates a screen makes after signing in or out. The calls themselves are the screens'
 * (useEndpointMutation).
 */
import * as authRoutes from '#shared/routes/auth.generated.ts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, callApi, NetworkError, queryKeyFor } from '#client/lib/api-client.ts';
import { SESSION_TIMEOUT_MS } from '#shared/rules/connection.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { hasRole, type Role } from '#shared/roles.ts';

export const USER_KEY = queryKeyFor(authRoutes.currentUser);

/**
 * Where the session stands:
 * - `loading`: the first check is on its way;
 * - `signed-in` / `signed-out`: the server said so (a 401 is signed out); a user already known stays
 *   signed in while a later check fails for want of a network or a server (docs/decisions/0049);
 * - `offline`: not known yet, and the device is offline (the check waits for the network);
 * - `unavailable`: not known, because the server failed (5xx), was unreachable or took too long.
 */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out' | 'offline' | 'unavailable';

/** The signed-in user (null when signed out or not known yet) and where the session stands. */
export function useUser() {
  const query = useQuery({
    queryKey: USER_KEY,
    queryFn: async (): Promise<PublicUser | null> => {
      try {
        return await callApi(authRoutes.currentUser, {}, { timeoutMs: SESSION_TIMEOUT_MS });
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return null;
        throw err;
      }
    },
  });
  const status: SessionStatus =
    query.data !== undefined
      ? query.data
        ? 'signed-in'
        : 'signed-out'
      : query.fetchStatus === 'paused' || (query.error instanceof NetworkError && query.error.offline)
        ? 'offline'
        : query.isError
          ? 'unavailable'
          : 'loading';
  return {
    user: query.data ?? null,
    isLoading: status === 'loading',
    status,
    error: query.error,
    /** A check is on its way (the first one, or a retry). */
    checking: query.fetchStatus === 'fetching',
    retry: () => void query.refetch(),
  };
}

/**
 * Whether the signed-in user's role is `role` or above it (the one client reading of the role; the
 * server checks the same with requireRole). False while the session loads and when signed out.
 */
export function useHasRole(role: Role): boolean {
  return hasRole(useUser().user, role);
}

/**
 * A sign-in that replaced the session on this device (a password reset): what the earlier session
 * cached is dropped and the new owner cached, as after a logout followed by a login.
 */
export function startedNewSession(qc: QueryClient, user: PublicUser): void {
  qc.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
  qc.setQueryData(USER_KEY, user);
}

/** After login, registration or saving the human type: the reply is the signed-in user. */
export function setSessionUser(qc: QueryClient, user: PublicUser): void {
  qc.setQueryData(USER_KEY, user);
}

/** After logout or deleting the account: every cached reply but the session is dropped; signed out. */
export function clearSession(qc: QueryClient): void {
  qc.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
  qc.setQueryData(USER_KEY, null);
}
