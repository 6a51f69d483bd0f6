import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link, useLocation } from 'react-router-dom';
import { routes } from '@shared/routes';
import { loginFormSchema } from '@shared/schemas';
import { accountText } from '@shared/strings/labels/account';
import { authText } from '@shared/strings/labels/auth';
import { nav } from '@shared/strings/labels/shell';
import { useBusy } from '../../ui/useBusy';
import { withEmail } from './emailInLink';
import { AccountEmailField } from './AccountEmailField';

interface LoginFormProps {
  /** Signs in; rejects with the identity service's error. */
  onSubmit: (email: string, password: string) => Promise<void>;
  /** The address to start from, e.g. after setting a new password. */
  initialEmail?: string;
}

/** Email and password, and the way to a reset link for the address typed so far. */
export function LoginForm({ onSubmit, initialEmail = '' }: LoginFormProps) {
  const { state } = useLocation();
  const form = useForm({
    initialValues: { email: initialEmail, password: '' },
    validate: zod4Resolver(loginFormSchema),
  });
  const { busy, run } = useBusy();
  const submit = form.onSubmit(({ email, password }) => run(() => onSubmit(email.trim(), password)));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <AccountEmailField {...form.getInputProps('email')} />
        <Stack gap={6}>
          <PasswordInput
            label={authText.password}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            {/* Carries where the visitor came from, so logging in after the reset still brings them back. */}
            <Anchor
              component={Link}
              to={withEmail(routes.forgotPassword, form.values.email)}
              state={state}
              size="sm"
            >
              {accountText.forgotPassword}
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" fullWidth loading={busy} mt="xs">
          {nav.login}
        </Button>
      </Stack>
    </form>
  );
}
