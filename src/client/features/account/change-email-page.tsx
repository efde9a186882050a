import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { FormField } from '#client/components/form-field.tsx';
import { PasswordInput } from '#client/components/password-input.tsx';
import { errorMessage, queryKeyFor } from '#client/lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import * as accountRecoveryRoutes from '#shared/routes/account-recovery.generated.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { emailChangeSchema } from '#shared/contracts/account-recovery.ts';
import { AccountShell, Notice } from './account-shell.tsx';

type FormValues = { email: string; password: string };

/** 'Change e-mail': the new address and the password; the change happens when the e-mailed link is opened. */
export function ChangeEmailPage() {
  const status = useEndpointQuery(accountRecoveryRoutes.emailStatus);
  const change = useEndpointMutation(accountRecoveryRoutes.requestEmailChange, {
    input: (body: FormValues) => ({ body }),
    // The address waiting for its link shows at once.
    invalidates: [queryKeyFor(accountRecoveryRoutes.emailStatus)],
  });
  const form = useForm<FormValues>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const current = status.data?.email;
  return (
    <AccountShell
      title="Change e-mail"
      back={{ to: clientPaths.home, label: 'Home' }}
      intro={
        change.isSuccess ? undefined : (
          <>
            You sign in with your e-mail address
            {current ? (
              <>
                , now <strong className="break-all text-ink">{current}</strong>
              </>
            ) : null}
            . We will send a link to the new address; nothing changes until you open it.
          </>
        )
      }
    >
      {change.isSuccess ? (
        <div className="grid gap-4">
          <Notice tone="success">{change.data.message}</Notice>
          <Link to={clientPaths.home} className={buttonVariants({ size: 'lg' })}>
            Go to Home
          </Link>
        </div>
      ) : (
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((v) => change.mutate(v))}>
          {status.data?.pendingEmail ? (
            <Notice tone="success">
              A link is waiting at <span className="break-all">{status.data.pendingEmail}</span>. Asking again replaces
              it.
            </Notice>
          ) : null}
          <FormField label="New Email" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="new@example.com"
              {...form.register('email')}
            />
          </FormField>
          <FormField label="Current Password" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" placeholder="Your password" {...form.register('password')} />
          </FormField>
          {change.isError ? <Notice tone="problem">{errorMessage(change.error)}</Notice> : null}
          <Button type="submit" size="lg" disabled={change.isPending}>
            {change.isPending ? 'Sending link...' : 'Send link'}
          </Button>
        </form>
      )}
    </AccountShell>
  );
}
