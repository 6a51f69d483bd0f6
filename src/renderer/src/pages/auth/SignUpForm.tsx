import { useState } from 'react';
import { Button, FileInput, PasswordInput, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { showToast } from '../../ui/Toasts';
import { signUpSchema } from '@shared/schemas';
import { authText } from '@shared/strings/labels/auth';
import { common, fieldLabels } from '@shared/strings/labels/common';
import { toasts } from '@shared/strings/labels/toasts';
import { IMAGE_TYPES } from '../../api/client';
import type { SignUpDetails } from '../../auth/actions';
import { useBusy } from '../../ui/useBusy';

interface SignUpFormProps {
  /** Creates the account; rejects with the identity service's or the API's error. */
  onSubmit: (details: SignUpDetails, onUploadProgress: (percent: number) => void) => Promise<void>;
}

/** The original product's sign-up fields, with its messages. */
export function SignUpForm({ onSubmit }: SignUpFormProps) {
  const form = useForm({
    initialValues: {
      fullName: '',
      email: '',
      password: '',
      confirmPassword: '',
      phone: '',
      image: null as File | null,
    },
    validate: zod4Resolver(signUpSchema),
  });
  const { busy, run } = useBusy();
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);

  const submit = form.onSubmit(async (values) => {
    if (values.password !== values.confirmPassword) {
      showToast('error', toasts.confirmPasswordMismatch);
      return;
    }
    const { fullName, email, password, phone, image } = signUpSchema.parse(values);
    await run(() => onSubmit({ fullName, email, password, phone, image }, setUploadPercent));
    setUploadPercent(null);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={fieldLabels.fullName} autoComplete="name" {...form.getInputProps('fullName')} />
        <TextInput
          label={fieldLabels.email}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={authText.password}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={authText.confirmPassword}
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <TextInput label={fieldLabels.phone} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <FileInput
          label={authText.profileImage}
          placeholder={common.chooseImageFile}
          accept={IMAGE_TYPES}
          leftSection={<IconPhoto size={18} />}
          clearable
          {...form.getInputProps('image')}
        />
        {uploadPercent !== null && (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {authText.uploading(uploadPercent)}
            </Text>
            <Progress value={uploadPercent} size="sm" aria-label={authText.uploading(uploadPercent)} />
          </Stack>
        )}
        <Button type="submit" fullWidth loading={busy} mt="xs">
          {authText.signUp}
        </Button>
      </Stack>
    </form>
  );
}
