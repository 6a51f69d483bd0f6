import type { FormEvent } from 'react';
import { SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useNavigate } from 'react-router-dom';
import type { User } from '@shared/entities';
import { routes } from '@shared/routes';
import { profileSchema, shippingSchema, type ProfileInput } from '@shared/schemas';
import { fieldLabels } from '@shared/strings/labels/common';
import { cartPage } from '@shared/strings/labels/cartPage';
import { dashboardText, profile } from '@shared/strings/labels/dashboard';
import { toasts } from '@shared/strings/labels/toasts';
import { AddressFields } from '../../../address/AddressFields';
import { useShippingForm } from '../../../address/shippingForm';
import { call, type BodyOf } from '../../../api/client';
import { useSession } from '../../../stores/session';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { PageLoader } from '../../../ui/PageLoader';
import { FormPage } from '../FormPage';

const t = dashboardText.profile;

/**
 * `/dasboard/myprofile/eidtprofile`: edit name, phone, education, location, Facebook link and the
 * delivery address.
 */
export function EditProfilePage() {
  const user = useSession((s) => s.user);
  // The form starts from the saved record, so it waits for it rather than starting blank.
  return user ? <EditProfileForm user={user} /> : <PageLoader />;
}

function EditProfileForm({ user }: { user: User }) {
  const { email } = user;
  const setUser = useSession((s) => s.setUser);
  const navigate = useNavigate();

  const form = useForm<ProfileInput>({
    initialValues: {
      name: user.name,
      phone: user.phone ?? '',
      education: user.education ?? '',
      location: user.location ?? '',
      fbLink: user.fbLink ?? '',
    },
    validate: zod4Resolver(profileSchema),
  });

  const addressForm = useShippingForm(user.address);

  const save = useMutation({
    mutationFn: (body: BodyOf<'saveUser'>) => call('saveUser', { body }),
    onSuccess: (saved) => {
      setUser(saved);
      notifySuccess(toasts.profileSaved);
      navigate(routes.myProfile);
    },
    onError: notifyError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The address is saved once there is one: kept from an order, or typed here.
    const withAddress = user.address !== null || addressForm.isDirty();
    const profileErrors = form.validate().hasErrors;
    const addressErrors = withAddress && addressForm.validate().hasErrors;
    if (profileErrors || addressErrors) return;
    save.mutate({
      ...profileSchema.parse(form.getValues()),
      email,
      ...(withAddress && { address: shippingSchema.parse(addressForm.getValues()) }),
    });
  };

  return (
    <FormPage
      title={t.editTitle}
      onSubmit={submit}
      submitLabel={profile.saveAndChange}
      submitting={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={fieldLabels.fullName}
          required
          autoComplete="name"
          {...form.getInputProps('name')}
        />
        <TextInput label={t.email} value={email} disabled readOnly />
        <TextInput label={t.phone} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <TextInput label={t.location} autoComplete="address-level2" {...form.getInputProps('location')} />
      </SimpleGrid>
      <Textarea label={t.education} autosize minRows={3} {...form.getInputProps('education')} />
      <TextInput
        label={t.fbLink}
        type="url"
        placeholder={t.fbLinkPlaceholder}
        {...form.getInputProps('fbLink')}
      />
      <Stack gap={4} mt="sm">
        <Title order={2} size="h4">
          {cartPage.savedAddress}
        </Title>
        <Text size="sm" c="dimmed">
          {cartPage.savedAddressHint}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AddressFields form={addressForm} />
      </SimpleGrid>
    </FormPage>
  );
}
