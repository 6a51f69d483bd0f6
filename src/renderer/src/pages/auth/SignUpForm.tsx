import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { showToast } from '../../ui/Toasts';
import { signUpSchema } from '@shared/schemas';
import { authText } from '@shared/strings/labels/auth';
import { fieldLabels } from '@shared/strings/labels/common';
import { toasts } from '@shared/strings/labels/toasts';
import type { SignUpDetails } from '../../auth/actions';
import { ImageFileField } from '../../ui/ImageFileField';
import { useBusy } from '../../ui/useBusy';
import { NewPasswordFields } from './NewPasswordFields';
import { AccountEmailField } from './AccountEmailField';

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
        <AccountEmailField {...form.getInputProps('email')} />
        <NewPasswordFields
          form={form}
          labels={{ password: authText.password, confirm: authText.confirmPassword }}
        />
        <TextInput label={fieldLabels.phone} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <ImageFileField
          label={authText.profileImage}
          inputProps={form.getInputProps('image')}
          uploadPercent={uploadPercent}
          uploadingText={authText.uploading}
          clearLabel={authText.clearProfileImage}
        />
        <Button type="submit" fullWidth loading={busy} mt="xs">
          {authText.signUp}
        </Button>
      </Stack>
    </form>
  );
}
