import { TextInput, type TextInputProps } from '@mantine/core';
import { fieldLabels } from '@shared/strings/labels/common';

/** The account's email, which the browser fills in: signing in, signing up, a forgotten password. */
export function AccountEmailField(input: TextInputProps) {
  return <TextInput label={fieldLabels.email} type="email" autoComplete="email" {...input} />;
}
