import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { startedNewSession } from '#client/api/session.ts';
import { useEndpointMutation } from '#client/lib/endpoint-hooks.ts';
import * as accountRecoveryRoutes from '#shared/routes/account-recovery.generated.ts';
import { ApiError, errorMessage } from '#client/lib/api-client.ts';
import { resetPasswordFormSchema } from '#shared/contracts/account-recovery.ts';
import { INVALID_LINK_CODE } from '#shared/rules/account-recovery.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { AccountShell, Notice } from './account-shell.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

type FormValues = { password: string; confirmPassword: string };

/** The page a reset link opens: the new password twice, then signed in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const qc = useQueryClient();
  const navigate = useNavigate();
  const reset = useEndpointMutation(accountRecoveryRoutes.resetPassword, {
    input: (body: FormValues & { token: string }) => ({ body }),
    // The reply is the owner, signed in on this device.
    onSuccess: (user) => {
      startedNewSession(qc, user);
      toast({
        title: 'Password changed',
        description: `Welcome back, ${user.name || user.username}! You are signed in.`,
        variant: 'success',
      });
      void navigate(clientPaths.home, { replace: true });
    },
  });
  const form = useForm<FormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const linkProblem = !token || (reset.error instanceof ApiError && reset.error.code === INVALID_LINK_CODE);
  return (
    <AccountShell
      title="Choose a new password"
      back={{ to: clientPaths.auth, label: 'Back to Login' }}
      intro={
        linkProblem ? undefined : 'Your new password signs you in here and signs your account out everywhere else.'
      }
    >
      {linkProblem ? (
        <div className="grid gap-4">
          <Notice tone="problem">
            {token ? errorMessage(reset.error) : 'This page needs the link from your e-mail.'} Reset links work for 30
            minutes and only once.
          </Notice>
          <Link to={clientPaths.forgotPassword} className={buttonVariants({ size: 'lg' })}>
            Send me a new link
          </Link>
        </div>
      ) : (
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((v) => reset.mutate({ token, ...v }))}>
          <NewPasswordFields
            password={form.register('password')}
            confirmPassword={form.register('confirmPassword')}
            errors={errors}
          />
          {reset.isError ? <Notice tone="problem">{errorMessage(reset.error)}</Notice> : null}
          <Button type="submit" size="lg" disabled={reset.isPending}>
            {reset.isPending ? 'Saving...' : 'Save and sign in'}
          </Button>
        </form>
      )}
    </AccountShell>
  );
}
