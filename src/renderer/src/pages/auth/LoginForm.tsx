import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { loginFormSchema } from '@shared/schemas';
import { authText } from '@shared/strings/labels/auth';
import { fieldLabels } from '@shared/strings/labels/common';
import { nav } from '@shared/strings/labels/shell';
import { useBusy } from '../../ui/useBusy';

/** Email and password; `onSubmit` signs in and rejects with the identity service's error. */
export function LoginForm({ onSubmit }: { onSubmit: (email: string, password: string) => Promise<void> }) {
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: zod4Resolver(loginFormSchema),
  });
  const { busy, run } = useBusy();
  const submit = form.onSubmit(({ email, password }) => run(() => onSubmit(email.trim(), password)));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={fieldLabels.email}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={authText.password}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={busy} mt="xs">
          {nav.login}
        </Button>
      </Stack>
    </form>
  );
}
