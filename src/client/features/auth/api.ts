/** Session queries and the account mutations, with the spec's toasts (section 8). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, errorMessage } from '../../lib/api-client';
import { toast } from '../../components/ui/use-toast';
import type { LoginInput, PublicUser, RegisterInput } from '../../../shared/schemas/auth';

export const USER_KEY = ['/api/user'] as const;

export function useUser() {
  const query = useQuery({
    queryKey: USER_KEY,
    queryFn: () => apiGet<PublicUser>('/api/user', 'returnNull'),
  });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<PublicUser>('POST', '/api/login', input),
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
      apiRequest<PublicUser>('POST', '/api/register', { ...input, email: input.username }),
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
    mutationFn: () => apiRequest('POST', '/api/logout'),
    onSuccess: () => {
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
      qc.setQueryData(USER_KEY, null);
      toast({ title: 'Logged out', description: 'You have been logged out successfully' });
    },
    onError: (err) => toast({ title: 'Logout failed', description: errorMessage(err), variant: 'destructive' }),
  });
}
