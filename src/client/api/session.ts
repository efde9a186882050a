/**
 * The session: the signed-in user (a 401 means signed out), the role check, and the cache updates a
 * screen makes after signing in or out. The calls themselves are the screens' (useEndpointMutation).
 */
import * as authRoutes from '#shared/routes/auth.generated.ts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, callApi, queryKeyFor } from '#client/lib/api-client.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';
import { hasRole, type Role } from '#shared/roles.ts';

export const USER_KEY = queryKeyFor(authRoutes.currentUser);

/** The signed-in user; a 401 means signed out (null). */
export function useUser() {
  const query = useQuery({
    queryKey: USER_KEY,
    queryFn: async (): Promise<PublicUser | null> => {
      try {
        return await callApi(authRoutes.currentUser);
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return null;
        throw err;
      }
    },
  });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
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
