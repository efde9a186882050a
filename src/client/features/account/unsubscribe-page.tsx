import { Link, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { useEndpointMutation } from '#client/lib/endpoint-hooks.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import * as notificationsRoutes from '#shared/routes/notifications.generated.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { AccountShell, Notice } from './account-shell.tsx';

/**
 * /unsubscribe?token=...: the summary e-mail's link, no sign-in needed. Opening it changes nothing (mail
 * scanners open links); the button does. Mail programs unsubscribe in one click without this page, by
 * the List-Unsubscribe header (RFC 8058).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useEndpointMutation(notificationsRoutes.unsubscribeSummary, {
    input: (_: void) => ({ query: { token }, body: {} }),
  });
  return (
    <AccountShell
      title="Stop summary e-mails"
      back={{ to: clientPaths.home, label: 'Home' }}
      intro={
        unsubscribe.isSuccess
          ? undefined
          : 'PawType sends at most one summary e-mail a day, only when notifications are waiting for you. Stop them for this account?'
      }
    >
      {unsubscribe.isSuccess ? (
        <div className="grid gap-4">
          <Notice tone="success">{unsubscribe.data.message}</Notice>
          <Link to={clientPaths.notificationSettings} className={buttonVariants({ variant: 'secondary' })}>
            Notification settings
          </Link>
        </div>
      ) : (
        <div className="grid gap-4">
          {unsubscribe.isError ? <Notice tone="problem">{errorMessage(unsubscribe.error)}</Notice> : null}
          <Button size="lg" disabled={unsubscribe.isPending || !token} onClick={() => unsubscribe.mutate()}>
            {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </div>
      )}
    </AccountShell>
  );
}
