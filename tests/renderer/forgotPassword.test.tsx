/**
 * Asking for a reset link: the login form's way there with the address typed so far, and the page
 * itself over a scripted `POST /account/password-reset`.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@shared/routes';
import { accountText } from '@shared/strings/labels/account';
import { fieldLabels } from '@shared/strings/labels/common';
import { messages } from '@shared/strings/validation';
import type { TransportResponse } from '../../src/renderer/src/api/transport';
import { ForgotPasswordPage } from '../../src/renderer/src/pages/auth/ForgotPasswordPage';
import { LoginForm } from '../../src/renderer/src/pages/auth/LoginForm';
import { renderInApp, scriptedApi } from './render';

const sent = 'If an account uses rahim@toolshop.test, a link to set a new password is on its way.';

const emailField = () => screen.getByLabelText(fieldLabels.email, { exact: false, selector: 'input' });
const sendButton = () => screen.getByRole('button', { name: accountText.sendLink });

describe('the login form', () => {
  it('links to the reset page with the address typed so far', async () => {
    const { user } = renderInApp(<LoginForm onSubmit={vi.fn()} />);
    const link = () => screen.getByRole('link', { name: accountText.forgotPassword });
    expect(link()).toHaveAttribute('href', routes.forgotPassword);

    await user.type(emailField(), 'rahim@toolshop.test');

    expect(link()).toHaveAttribute('href', `${routes.forgotPassword}?email=rahim%40toolshop.test`);
  });
});

describe('the forgot-password page', () => {
  it('shows the field message for an address that is not one, and sends nothing', async () => {
    const calls = scriptedApi({});
    const { user } = renderInApp(<ForgotPasswordPage />, routes.forgotPassword);

    await user.type(emailField(), 'rahim at toolshop');
    await user.click(sendButton());

    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the address it was handed, waits with the button disabled, then shows what the server said', async () => {
    let answer: (reply: TransportResponse) => void = () => undefined;
    const calls = scriptedApi({
      'POST /account/password-reset': () => new Promise<TransportResponse>((resolve) => (answer = resolve)),
    });
    const { user } = renderInApp(
      <ForgotPasswordPage />,
      `${routes.forgotPassword}?email=${encodeURIComponent('Rahim@Toolshop.test')}`,
    );
    expect(emailField()).toHaveValue('Rahim@Toolshop.test');

    await user.click(sendButton());

    expect(sendButton()).toBeDisabled();
    // Accounts are matched case-blind: the schema lowercases the address.
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/account/password-reset', { email: 'rahim@toolshop.test' }],
    ]);
    answer({ status: 202, data: { message: sent } });

    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: accountText.sendLink })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: accountText.backToLogin })).toHaveAttribute(
      'href',
      `${routes.login}?email=Rahim%40Toolshop.test`,
    );
  });

  it("shows the server's words when it refuses more requests, and keeps the form", async () => {
    const tooMany = 'Too many reset requests for this address. Please try again in an hour.';
    scriptedApi({ 'POST /account/password-reset': () => ({ status: 429, data: { message: tooMany } }) });
    const { user } = renderInApp(<ForgotPasswordPage />, routes.forgotPassword);

    await user.type(emailField(), 'rahim@toolshop.test');
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(sendButton()).toBeEnabled();
  });
});
