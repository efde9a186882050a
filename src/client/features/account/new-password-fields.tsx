/** The new password asked twice, as the reset and the change-password forms both ask it. */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '#client/components/form-field.tsx';
import { PasswordInput } from '#client/components/password-input.tsx';

export function NewPasswordFields({
  password,
  confirmPassword,
  errors,
}: {
  password: UseFormRegisterReturn<'password'>;
  confirmPassword: UseFormRegisterReturn<'confirmPassword'>;
  errors: { password?: { message?: string }; confirmPassword?: { message?: string } };
}) {
  return (
    <>
      <FormField label="New Password" error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" placeholder="At least 6 characters" {...password} />
      </FormField>
      <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" placeholder="Type it again" {...confirmPassword} />
      </FormField>
    </>
  );
}
