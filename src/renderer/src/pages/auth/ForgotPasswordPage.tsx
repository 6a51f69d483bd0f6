import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link, useLocation } from 'react-router-dom';
import { routes } from '@shared/routes';
import { passwordResetSchema } from '@shared/schemas';
import { accountText } from '@shared/strings/labels/account';
import { call } from '../../api/client';
import { readableError } from '../../ui/notify';
import { AuthCard } from './AuthCard';
import { emailFrom, withEmail } from './emailInLink';
import { AccountEmailField } from './AccountEmailField';

/**
 * `/forgot-password` (`?email=` fills in the address): asks the shop to email a reset link. The
 * answer is the same whether or not an account uses the address, so the page says what the server
 * says; too many requests are refused in the server's words too.
 */
export function ForgotPasswordPage() {
  const { search, state } = useLocation();
  const form = useForm({
    initialValues: { email: emailFrom(search) },
    validate: zod4Resolver(passwordResetSchema),
  });
  const request = useMutation({
    mutationFn: (email: string) => call('requestPasswordReset', { body: { email } }),
  });
  const submit = form.onSubmit((values) => request.mutate(passwordResetSchema.parse(values).email));
  const backToLogin = (
    <Anchor component={Link} to={withEmail(routes.login, form.values.email)} state={state} fw={600}>
      {accountText.backToLogin}
    </Anchor>
  );

  return (
    <AuthCard title={accountText.forgotTitle}>
      {request.isSuccess ? (
        <Stack gap="lg">
          <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
            {request.data.message}
          </Alert>
          <Text ta="center" size="sm">
            {backToLogin}
          </Text>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {accountText.forgotHint}
            </Text>
            <AccountEmailField {...form.getInputProps('email')} />
            {request.isError && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
                {readableError(request.error)}
              </Alert>
            )}
            <Button type="submit" fullWidth loading={request.isPending} mt="xs">
              {accountText.sendLink}
            </Button>
            <Text ta="center" size="sm">
              {accountText.rememberedIt} {backToLogin}
            </Text>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
