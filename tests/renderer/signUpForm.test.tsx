import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authText } from '@shared/strings/labels/auth';
import { fieldLabels } from '@shared/strings/labels/common';
import { toasts } from '@shared/strings/labels/toasts';
import { messages } from '@shared/strings/validation';
import { SignUpForm } from '../../src/renderer/src/pages/auth/SignUpForm';
import { expectShown, renderInApp } from './render';

const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

function setUp() {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  const view = renderInApp(<SignUpForm onSubmit={onSubmit} />);
  const { user } = view;
  const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
  const fill = async (
    values: Partial<Record<'fullName' | 'email' | 'password' | 'confirmPassword' | 'phone', string>>,
  ) => {
    const labels = {
      fullName: fieldLabels.fullName,
      email: fieldLabels.email,
      password: authText.password,
      confirmPassword: authText.confirmPassword,
      phone: fieldLabels.phone,
    };
    for (const [key, value] of Object.entries(values)) {
      const input =
        key === 'password' ? screen.getByLabelText(/^Password/) : field(labels[key as keyof typeof labels]);
      await user.clear(input);
      if (value) await user.type(input, value);
    }
  };
  const attachPhoto = async () => {
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, photo());
  };
  const submit = () => user.click(screen.getByRole('button', { name: authText.signUp }));
  return { onSubmit, fill, attachPhoto, submit };
}

const valid = {
  fullName: 'Jane Doe',
  email: 'jane@toolshop.test',
  password: 'long-enough-1',
  confirmPassword: 'long-enough-1',
  phone: '5550100',
};

describe('sign-up form', () => {
  it('names every missing field with the spec message', async () => {
    const { onSubmit, submit } = setUp();
    await submit();
    await expectShown(
      messages.fullNameRequired,
      messages.emailRequired,
      messages.passwordRequired,
      messages.confirmPasswordRequired,
      messages.phoneRequired,
      messages.imageRequired,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a short name, a malformed email, a short password and a non-numeric phone', async () => {
    const { onSubmit, fill, attachPhoto, submit } = setUp();
    await fill({
      ...valid,
      fullName: 'Al',
      email: 'Jane@Mail',
      password: 'short',
      confirmPassword: 'short',
      phone: 'call me',
    });
    await attachPhoto();
    await submit();
    await expectShown(
      messages.fullNameMin,
      messages.emailInvalid,
      messages.passwordMin,
      messages.phoneNumeric,
    );
    expect(screen.queryByText(messages.imageRequired)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says "Confirm password did not match" in a toast and does not sign up', async () => {
    const { onSubmit, fill, attachPhoto, submit } = setUp();
    await fill({ ...valid, confirmPassword: 'something-else' });
    await attachPhoto();
    await submit();
    expect(await screen.findByText(toasts.confirmPasswordMismatch)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('signs up with the typed details and the chosen photo when everything is valid', async () => {
    const { onSubmit, fill, attachPhoto, submit } = setUp();
    await fill(valid);
    await attachPhoto();
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [details] = onSubmit.mock.calls[0] as [Record<string, unknown>];
    expect(details).toMatchObject({
      fullName: 'Jane Doe',
      email: 'jane@toolshop.test',
      password: 'long-enough-1',
      phone: '5550100',
    });
    expect(details.image).toBeInstanceOf(File);
  });
});
