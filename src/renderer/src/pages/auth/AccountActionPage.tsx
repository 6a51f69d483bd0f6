import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { FirebaseError } from 'firebase/app';
import { applyActionCode, confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link, useSearchParams } from 'react-router-dom';
import { routes } from '@shared/routes';
import { newPasswordSchema } from '@shared/schemas';
import { accountText } from '@shared/strings/labels/account';
import { identityAuth } from '../../auth/identityService';
import { LoadError } from '../../ui/LoadError';
import { readableError } from '../../ui/notify';
import { PageLoader } from '../../ui/PageLoader';
import { useBusy } from '../../ui/useBusy';
import { AuthCard } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';
import { withEmail } from './emailInLink';

/** Only an unreachable identity service is worth asking again; a bad, spent or expired code stays so. */
const isUnreachable = (error: unknown): boolean =>
  error instanceof FirebaseError && error.code === 'auth/network-request-failed';

/** A code already used, or past its time: only a new email's link will do. */
const isSpentLink = (error: unknown): boolean =>
  error instanceof FirebaseError &&
  (error.code === 'auth/expired-action-code' || error.code === 'auth/invalid-action-code');

/**
 * Runs the link's first step once, when the page opens. Not a query: applying a code uses it up,
 * so it must not run again when React repeats an effect, nor when signing in or out clears the
 * query cache under the page.
 */
function useOnOpen<T>(step: () => Promise<T>) {
  const mutation = useMutation<T, unknown, void>({ mutationFn: step });
  const { mutate } = mutation;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  return mutation;
}

/** What the link could not do, in words, and where to go from there. */
function LinkProblem({ message, next }: { message: string; next: { to: string; label: string } }) {
  return (
    <Stack gap="lg">
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
        {message}
      </Alert>
      <Text ta="center" size="sm">
        <Anchor component={Link} to={next.to} fw={600}>
          {next.label}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** The first step's wait and failures; `children` once it succeeded. */
function AfterStep<T>({
  step,
  next,
  children,
}: {
  step: UseMutationResult<T, unknown, void>;
  next: { to: string; label: string };
  children: (answer: T) => ReactNode;
}) {
  if (step.isSuccess) return children(step.data);
  if (step.isError && isUnreachable(step.error))
    return <LoadError error={step.error} onRetry={() => step.mutate()} />;
  if (step.isError) return <LinkProblem message={readableError(step.error)} next={next} />;
  return <PageLoader />;
}

/** What the link did, and the way on. */
function Done({ message, action }: { message: string; action: ReactNode }) {
  return (
    <Stack gap="lg">
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        {message}
      </Alert>
      {action}
    </Stack>
  );
}

/** The new password, typed twice; a failure other than a spent link shows in a toast. */
function NewPasswordForm({
  email,
  onSubmit,
}: {
  email: string;
  onSubmit: (password: string) => Promise<void>;
}) {
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: zod4Resolver(newPasswordSchema),
  });
  const { busy, run } = useBusy();
  const submit = form.onSubmit(({ password }) => run(() => onSubmit(password)));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{accountText.resetFor(email)}</Text>
        {/* The address, hidden, lets password managers file the new password under the right account. */}
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields
          form={form}
          labels={{ password: accountText.newPassword, confirm: accountText.confirmNewPassword }}
        />
        <Button type="submit" fullWidth loading={busy} mt="xs">
          {accountText.savePassword}
        </Button>
      </Stack>
    </form>
  );
}

const askNewLink = { to: routes.forgotPassword, label: accountText.askNewLink };

/** The reset link: whose password it sets, the new password, then the way to sign in with it. */
function ResetPassword({ code }: { code: string }) {
  const check = useOnOpen(() => verifyPasswordResetCode(identityAuth(), code));
  const [changed, setChanged] = useState(false);
  // The code can still be used up (say, in another tab) between the check and the new password.
  const [spentMeanwhile, setSpentMeanwhile] = useState<unknown>(null);
  const save = async (password: string) => {
    try {
      await confirmPasswordReset(identityAuth(), code, password);
      setChanged(true);
    } catch (error) {
      if (!isSpentLink(error)) throw error;
      setSpentMeanwhile(error);
    }
  };
  return (
    <AuthCard title={accountText.resetTitle}>
      <AfterStep step={check} next={askNewLink}>
        {(email) =>
          spentMeanwhile ? (
            <LinkProblem message={readableError(spentMeanwhile)} next={askNewLink} />
          ) : changed ? (
            <Done
              message={accountText.passwordChanged}
              action={
                <Button component={Link} to={withEmail(routes.login, email)} fullWidth>
                  {accountText.signIn}
                </Button>
              }
            />
          ) : (
            <NewPasswordForm email={email} onSubmit={save} />
          )
        }
      </AfterStep>
    </AuthCard>
  );
}

const toTheShop = { to: routes.home, label: accountText.toTheShop };

/** The sign-up email's link: the address is verified as the page opens. */
function VerifyEmail({ code }: { code: string }) {
  const applied = useOnOpen(() => applyActionCode(identityAuth(), code));
  return (
    <AuthCard title={accountText.verifyTitle}>
      <AfterStep step={applied} next={toTheShop}>
        {() => (
          <Done
            message={accountText.emailVerified}
            action={
              <Button component={Link} to={routes.home} variant="light" fullWidth>
                {accountText.toTheShop}
              </Button>
            }
          />
        )}
      </AfterStep>
    </AuthCard>
  );
}

/**
 * `/account/action?mode=resetPassword|verifyEmail&oobCode=…`: where the account emails' links land,
 * in the identity service's own action-handler shape.
 */
export function AccountActionPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const mode = params.get('mode');
  if (code && mode === 'resetPassword') return <ResetPassword code={code} />;
  if (code && mode === 'verifyEmail') return <VerifyEmail code={code} />;
  return (
    <AuthCard title={accountText.linkTitle}>
      <LinkProblem message={accountText.invalidLink} next={toTheShop} />
    </AuthCard>
  );
}
