/** The session and the account calls, with their toasts. */
import * as authRoutes from '#shared/routes/auth.generated.ts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi, errorMessage, queryKeyFor } from '#client/lib/api-client.ts';
import { toast } from '#client/components/ui/use-toast.ts';
import type { LoginInput, PublicUser, RegisterInput } from '#shared/contracts/auth.ts';
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

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => callApi(authRoutes.login, { body: input }),
    onSuccess: (user) => {
      qc.setQueryData(USER_KEY, user);
      toast({ title: 'Login successful', description: `Welcome back, ${user.username}!`, variant: 'success' });
    },
    onError: (err) => toast({ title: 'Login failed', description: errorMessage(err), variant: 'destructive' }),
  });
}

export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<RegisterInput, 'email'>) =>
      callApi(authRoutes.register, { body: { ...input, email: input.username } }),
    onSuccess: (user) => {
      qc.setQueryData(USER_KEY, user);
      toast({ title: 'Registration successful', description: 'Your account has been created', variant: 'success' });
    },
    onError: (err) => toast({ title: 'Registration failed', description: errorMessage(err), variant: 'destructive' }),
  });
}

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(authRoutes.logout),
    onSuccess: () => {
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
      qc.setQueryData(USER_KEY, null);
      toast({ title: 'Logged out', description: 'You have been logged out successfully' });
    },
    onError: (err) => toast({ title: 'Logout failed', description: errorMessage(err), variant: 'destructive' }),
  });
}

/** POST /api/user/mbti; the reply replaces the cached current user. */
export function useSaveHumanType() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (mbtiType: string) => callApi(authRoutes.saveHumanType, { body: { mbtiType } }),
    onSuccess: (user, mbtiType) => {
      qc.setQueryData(USER_KEY, user);
      toast({
        title: 'MBTI Type Saved',
        description: `Your MBTI type (${user.mbtiType ?? mbtiType}) has been saved to your profile.`,
        variant: 'success',
      });
    },
    onError: (err) =>
      toast({ title: 'Could not save your MBTI type', description: errorMessage(err), variant: 'destructive' }),
  });
}
