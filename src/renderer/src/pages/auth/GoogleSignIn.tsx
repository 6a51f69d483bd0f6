import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandGoogleFilled, IconFlask } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import { emailSchema } from '@shared/schemas';
import { authText } from '@shared/strings/labels/auth';
import { common } from '@shared/strings/labels/common';
import { signInWithEmulatedGoogle, signInWithGoogleAccount } from '../../auth/actions';
import { usesAuthEmulator } from '../../auth/identityService';
import { useBusy } from '../../ui/useBusy';

const testAccountSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, authText.googleNameRequired).max(100),
});

/** The Auth emulator's test sign-in: which Google account to be, clearly labelled as a test. */
interface GoogleSignInProps {
  /** Called with Google's ID token after signing in (the desktop app's hand-off). */
  onGoogleIdToken?: (googleIdToken: string) => Promise<void>;
}

function EmulatedGoogleChooser({
  opened,
  onClose,
  onGoogleIdToken,
}: GoogleSignInProps & { opened: boolean; onClose: () => void }) {
  const form = useForm({ initialValues: { email: '', name: '' }, validate: zod4Resolver(testAccountSchema) });
  const { busy, run } = useBusy();
  const submit = form.onSubmit(({ email, name }) =>
    run(async () => {
      const googleIdToken = await signInWithEmulatedGoogle(email.trim(), name.trim());
      await onGoogleIdToken?.(googleIdToken);
      onClose();
    }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={authText.emulatorTitle} centered>
      <form onSubmit={submit}>
        <Stack gap="md">
          <Alert variant="light" color="yellow" icon={<IconFlask />}>
            {authText.emulatorExplanation}
          </Alert>
          <TextInput
            label={authText.emulatorEmail}
            type="email"
            placeholder={authText.emulatorEmailPlaceholder}
            data-autofocus
            {...form.getInputProps('email')}
          />
          <TextInput
            label={authText.emulatorName}
            placeholder={authText.emulatorNamePlaceholder}
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {common.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {authText.emulatorSignIn}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Continue with Google: Google's own window with real Firebase, the test chooser with the emulator. */
export function GoogleSignIn({ onGoogleIdToken }: GoogleSignInProps) {
  const { busy, run } = useBusy();
  const [chooserOpen, chooser] = useDisclosure(false);
  const start = () => {
    if (usesAuthEmulator()) {
      chooser.open();
      return;
    }
    void run(async () => {
      const googleIdToken = await signInWithGoogleAccount();
      await onGoogleIdToken?.(googleIdToken);
    });
  };
  return (
    <>
      <Button
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogleFilled size={18} />}
        loading={busy}
        onClick={start}
      >
        {authText.continueWithGoogle}
      </Button>
      {usesAuthEmulator() && (
        <EmulatedGoogleChooser
          opened={chooserOpen}
          onClose={chooser.close}
          onGoogleIdToken={onGoogleIdToken}
        />
      )}
    </>
  );
}
