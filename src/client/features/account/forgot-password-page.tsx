import { useState } from 'react';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { FormField } from '#client/components/form-field.tsx';
import { useEndpointMutation } from '#client/lib/endpoint-hooks.ts';
import * as accountRecoveryRoutes from '#shared/routes/account-recovery.generated.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { AccountShell, Notice } from './account-shell.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'Forgot password?': the e-mail address, then the same answer whether or not it has an account. */
export function ForgotPasswordPage() {
  const request = useEndpointMutation(accountRecoveryRoutes.requestPasswordReset, {
    input: (email: string) => ({ body: { email } }),
  });
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  return (
    <AccountShell
      title="Forgot your password?"
      back={{ to: clientPaths.auth, label: 'Back to Login' }}
      intro="Type the e-mail address you sign in with. We will send you a link to choose a new password."
    >
      {request.isSuccess ? (
        <div className="grid gap-4">
          <div className="flex justify-center">
            <MailCheck aria-hidden className="size-12 text-teal" />
          </div>
          <Notice tone="success">{request.data.message}</Notice>
          <p className="text-sm text-muted">
            Nothing after a few minutes? Look in your spam folder, check the address, or ask again.
          </p>
          <Button variant="secondary" onClick={() => request.reset()}>
            Ask again
          </Button>
          <Link
            to={clientPaths.auth}
            className="inline-flex min-h-11 items-center justify-center text-center font-bold text-primary-strong underline"
          >
            Back to Login
          </Link>
        </div>
      ) : (
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            const value = email.trim();
            if (!EMAIL.test(value)) {
              setFieldError('Please enter a valid email');
              return;
            }
            setFieldError(undefined);
            request.mutate(value);
          }}
        >
          <FormField label="Email" error={fieldError}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          {request.isError ? <Notice tone="problem">{errorMessage(request.error)}</Notice> : null}
          <Button type="submit" size="lg" disabled={request.isPending}>
            {request.isPending ? 'Sending link...' : 'Send me a link'}
          </Button>
        </form>
      )}
    </AccountShell>
  );
}
