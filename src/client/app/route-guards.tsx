import { useEffect, useRef } from 'react';
import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { ConnectionProblem } from '../components/connection-problem';
import { toast } from '../components/ui/use-toast';
import { useHasRole, useUser } from '#client/api/session.ts';
import type { Role } from '#shared/roles.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';

/**
 * Signed-out visitors go to /welcome; a spinner shows while the session loads. A session that cannot be
 * checked (offline, a 5xx, no answer) is said so, with a retry: only a 401 means signed out.
 */
export function ProtectedRoute() {
  const { user, status, checking, retry } = useUser();
  if (status === 'loading') return <FullPageSpinner label="Loading your session" />;
  if (status === 'offline' || status === 'unavailable')
    return <ConnectionProblem kind={status} onRetry={retry} retrying={checking} />;
  if (!user) return <Navigate to={clientPaths.welcome} replace />;
  return <Outlet />;
}

/** /auth: a signed-in user goes to /; when the session cannot be checked, the form shows (signing in will say why it fails). */
export function PublicOnlyRoute() {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullPageSpinner label="Loading your session" />;
  if (user) return <Navigate to={clientPaths.home} replace />;
  return <Outlet />;
}

const DENIED: Record<Exclude<Role, 'member'>, string> = {
  admin: 'Only the admin can open the Admin Dashboard.',
  moderator: 'Only moderators can open Moderation.',
};

/**
 * /admin (role 'admin') and /moderation (role 'moderator', which the admin has too): signed out to
 * /auth; a signed-in user without the role to / with 'Access denied'.
 */
export function RoleRoute({ role }: { role: Exclude<Role, 'member'> }) {
  const { user, isLoading, status, checking, retry } = useUser();
  const allowed = useHasRole(role);
  const denied = !isLoading && user !== null && !allowed;
  const toasted = useRef(false);
  useEffect(() => {
    if (denied && !toasted.current) {
      toasted.current = true;
      toast({ title: 'Access denied', description: DENIED[role], variant: 'destructive' });
    }
  }, [denied, role]);
  if (isLoading) return <FullPageSpinner label="Loading your session" />;
  if (status === 'offline' || status === 'unavailable')
    return <ConnectionProblem kind={status} onRetry={retry} retrying={checking} />;
  if (!user) return <Navigate to={clientPaths.auth} replace />;
  if (denied) return <Navigate to={clientPaths.home} replace />;
  return <Outlet />;
}
