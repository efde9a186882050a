import { MailWarning } from 'lucide-react';
import { Button } from './ui/button';
import { useEndpointMutation, useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import * as accountRecoveryRoutes from '#shared/routes/account-recovery.generated.ts';
import { errorMessage } from '#client/lib/api-client.ts';

/** On home until the owner's address is confirmed, with 'Send again'. */
export function EmailConfirmBanner() {
  const status = useEndpointQuery(accountRecoveryRoutes.emailStatus);
  const send = useEndpointMutation(accountRecoveryRoutes.sendEmailConfirmation);
  if (!status.data || status.data.confirmed || !status.data.email) return null;
  return (
    <section
      aria-labelledby="confirm-email-title"
      className="mt-1 flex gap-3 rounded-card border-2 border-primary-light bg-primary-soft p-4 text-ink shadow-card"
    >
      <MailWarning aria-hidden className="mt-0.5 size-6 shrink-0 text-primary-strong" />
      <div className="grid min-w-0 flex-1 gap-2 [overflow-wrap:anywhere]">
        <h2 id="confirm-email-title" className="text-base font-extrabold">
          Please confirm your e-mail address
        </h2>
        <p className="text-sm">
          We sent a link to <strong className="break-all">{status.data.email}</strong>. Confirming it means you can
          always get back into your account.
        </p>
        {send.isSuccess ? (
          <p role="status" className="text-sm font-semibold text-teal">
            {send.data.message}
          </p>
        ) : null}
        {send.isError ? (
          <p role="alert" className="text-sm font-semibold text-danger">
            {errorMessage(send.error)}
          </p>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-start"
          disabled={send.isPending}
          onClick={() => send.mutate({})}
        >
          {send.isPending ? 'Sending...' : 'Send again'}
        </Button>
      </div>
    </section>
  );
}
