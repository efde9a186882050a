import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/form-field.tsx';
import { PasswordInput } from '#client/components/password-input.tsx';
import { useEndpointMutation } from '#client/lib/endpoint-hooks.ts';
import * as accountRecoveryRoutes from '#shared/routes/account-recovery.generated.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { changePasswordSchema } from '#shared/contracts/account-recovery.ts';
import { AccountShell, Notice } from './account-shell.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

type FormValues = { currentPassword: string; password: string; confirmPassword: string };

/** 'Change password' from the account menu: the current one, the new one twice. */
export function ChangePasswordPage() {
  const change = useEndpointMutation(accountRecoveryRoutes.changePassword, { input: (body: FormValues) => ({ body }) });
  const form = useForm<FormValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  return (
    <AccountShell
      title="Change password"
      back={{ to: clientPaths.home, label: 'Home' }}
      intro={
        change.isSuccess ? undefined : 'Every other phone or computer signed in to your account will be signed out.'
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
          <FormField label="Current Password" error={errors.currentPassword?.message}>
            <PasswordInput
              autoComplete="current-password"
              placeholder="Your password now"
              {...form.register('currentPassword')}
            />
          </FormField>
          <NewPasswordFields
            password={form.register('password')}
            confirmPassword={form.register('confirmPassword')}
            errors={errors}
          />
          {change.isError ? <Notice tone="problem">{errorMessage(change.error)}</Notice> : null}
          <Button type="submit" size="lg" disabled={change.isPending}>
            {change.isPending ? 'Saving...' : 'Change password'}
          </Button>
          <Link
            to={clientPaths.forgotPassword}
            className="inline-flex min-h-11 items-center justify-center text-center text-sm font-bold text-primary-strong underline"
          >
            Forgot your current password?
          </Link>
        </form>
      )}
    </AccountShell>
  );
}
