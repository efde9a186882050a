import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MailCheck } from 'lucide-react';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { USER_KEY, useUser } from '#client/api/session.ts';
import { errorMessage, queryKeyFor } from '#client/lib/api-client.ts';
import { useEndpointMutation } from '#client/lib/endpoint-hooks.ts';
import * as accountRecoveryRoutes from '#shared/routes/account-recovery.generated.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { AccountShell, Notice } from './account-shell.tsx';

/** The page a confirmation link opens: confirms the address (or finishes an address change) at once. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const qc = useQueryClient();
  const confirm = useEndpointMutation(accountRecoveryRoutes.confirmEmail, {
    input: (linkToken: string) => ({ body: { token: linkToken } }),
    // Whatever the answer, the account (login name, e-mail, confirmation) is read again.
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: USER_KEY });
      await qc.invalidateQueries({ queryKey: queryKeyFor(accountRecoveryRoutes.emailStatus) });
    },
  });
  const { user } = useUser();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    confirm.mutate(token);
  }, [confirm, token]);
  const next = user ? { to: clientPaths.home, label: 'Go to Home' } : { to: clientPaths.auth, label: 'Go to Login' };
  return (
    <AccountShell title="Your e-mail address" back={{ to: next.to, label: user ? 'Home' : 'Login' }}>
      {!token ? (
        <Notice tone="problem">This page needs the link from your e-mail.</Notice>
      ) : confirm.isSuccess ? (
        <div className="grid gap-4">
          <div className="flex justify-center">
            <MailCheck aria-hidden className="size-12 text-teal" />
          </div>
          <Notice tone="success">{confirm.data.message}</Notice>
          <Link to={next.to} className={buttonVariants({ size: 'lg' })}>
            {next.label}
          </Link>
        </div>
      ) : confirm.isError ? (
        <div className="grid gap-4">
          <Notice tone="problem">{errorMessage(confirm.error)}</Notice>
          <p className="text-sm text-muted">
            {user
              ? 'You can ask for a new link from the banner on your home screen, or change the address again from the account menu.'
              : 'Sign in to ask for a new link.'}
          </p>
          <Link to={next.to} className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
            {next.label}
          </Link>
        </div>
      ) : (
        <div className="flex items-center justify-center gap-3 py-6 text-muted">
          <Spinner /> Confirming your address...
        </div>
      )}
    </AccountShell>
  );
}
