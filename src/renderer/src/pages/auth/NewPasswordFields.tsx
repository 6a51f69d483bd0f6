/** A new password and its confirmation, as sign-up and the reset link's page ask for them. */
import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

export function NewPasswordFields({
  form,
  labels,
}: {
  form: UseFormReturnType<{ password: string; confirmPassword: string }>;
  labels: { password: string; confirm: string };
}) {
  return (
    <>
      <PasswordInput
        label={labels.password}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={labels.confirm}
        autoComplete="new-password"
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
