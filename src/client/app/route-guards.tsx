import { useEffect, useRef } from 'react';
import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { toast } from '../components/ui/use-toast';
import { useUser } from '#client/api/session.ts';
import { ADMIN_USER_ID } from '#shared/rules/auth.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';

/** Signed-out visitors go to /welcome; a spinner shows while the session loads. */
export function ProtectedRoute() {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullPageSpinner label="Loading your session" />;
  if (!user) return <Navigate to={clientPaths.welcome} replace />;
  return <Outlet />;
}

/** /auth: a signed-in user goes to /. */
export function PublicOnlyRoute() {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullPageSpinner label="Loading your session" />;
  if (user) return <Navigate to={clientPaths.home} replace />;
  return <Outlet />;
}

/** /admin: signed out to /auth; a signed-in non-admin to / with 'Access denied'. */
export function AdminRoute() {
  const { user, isLoading } = useUser();
  const denied = !isLoading && user !== null && user.id !== ADMIN_USER_ID;
  const toasted = useRef(false);
  useEffect(() => {
    if (denied && !toasted.current) {
      toasted.current = true;
      toast({
        title: 'Access denied',
        description: 'Only the admin can open the Admin Dashboard.',
        variant: 'destructive',
      });
    }
  }, [denied]);
  if (isLoading) return <FullPageSpinner label="Loading your session" />;
  if (!user) return <Navigate to={clientPaths.auth} replace />;
  if (denied) return <Navigate to={clientPaths.home} replace />;
  return <Outlet />;
}
