/**
 * Where the account emails' links land, over a stand-in identity service: a new password for a
 * good reset link, a way to a new link for a spent one, a verified address, an unknown link.
 */
import { configure, screen } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import { applyActionCode, confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@shared/routes';
import { accountText } from '@shared/strings/labels/account';
import { identityErrors } from '@shared/strings/labels/auth';
import { messages } from '@shared/strings/validation';
import { AccountActionPage } from '../../src/renderer/src/pages/auth/AccountActionPage';
import { renderInApp } from './render';

vi.mock('firebase/auth', () => ({
  applyActionCode: vi.fn(),
  confirmPasswordReset: vi.fn(),
  verifyPasswordResetCode: vi.fn(),
}));
// The stand-in hands over the identity service's words for its errors, as the real one does as it loads.
vi.mock('../../src/renderer/src/auth/identityService', async () => {
  const { learnIdentityErrors } = await import('../../src/renderer/src/ui/notify');
  const { identityErrors } = await import('@shared/strings/labels/auth');
  learnIdentityErrors(identityErrors);
  return { identityAuth: () => ({}) };
});

const spent = () =>
  new FirebaseError('auth/invalid-action-code', 'Firebase: Error (auth/invalid-action-code).');
const link = (mode: string) => `${routes.accountAction}?mode=${mode}&oobCode=code-1`;

beforeEach(() => {
  vi.mocked(applyActionCode).mockReset();
  vi.mocked(confirmPasswordReset).mockReset();
  vi.mocked(verifyPasswordResetCode).mockReset();
});

describe('a reset link', () => {
  it('names the account, takes the new password twice, then offers to sign in with it', async () => {
    vi.mocked(verifyPasswordResetCode).mockResolvedValue('rahim@toolshop.test');
    vi.mocked(confirmPasswordReset).mockResolvedValue(undefined);
    const { user } = renderInApp(<AccountActionPage />, link('resetPassword'));

    expect(await screen.findByText(accountText.resetFor('rahim@toolshop.test'))).toBeInTheDocument();
    await user.type(screen.getByLabelText(accountText.newPassword, { selector: 'input' }), 'new-secret-1');
    await user.type(
      screen.getByLabelText(accountText.confirmNewPassword, { selector: 'input' }),
      'new-secret-2',
    );
    await user.click(screen.getByRole('button', { name: accountText.savePassword }));
    expect(await screen.findByText(messages.passwordsDiffer)).toBeInTheDocument();
    expect(confirmPasswordReset).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(accountText.confirmNewPassword, { selector: 'input' }));
    await user.type(
      screen.getByLabelText(accountText.confirmNewPassword, { selector: 'input' }),
      'new-secret-1',
    );
    await user.click(screen.getByRole('button', { name: accountText.savePassword }));

    expect(await screen.findByText(accountText.passwordChanged)).toBeInTheDocument();
    expect(confirmPasswordReset).toHaveBeenCalledWith({}, 'code-1', 'new-secret-1');
    expect(verifyPasswordResetCode).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: accountText.signIn })).toHaveAttribute(
      'href',
      `${routes.login}?email=rahim%40toolshop.test`,
    );
  });

  it('says when the link is spent, and leads to a new one', async () => {
    vi.mocked(verifyPasswordResetCode).mockRejectedValue(spent());
    renderInApp(<AccountActionPage />, link('resetPassword'));

    expect(await screen.findByRole('alert')).toHaveTextContent(identityErrors['invalid-action-code']!);
    expect(screen.getByRole('link', { name: accountText.askNewLink })).toHaveAttribute(
      'href',
      routes.forgotPassword,
    );
  });
});

describe('a verification link', () => {
  it('verifies the address once as the page opens, though React runs its effects twice', async () => {
    vi.mocked(applyActionCode).mockResolvedValue(undefined);
    // As the app runs in development: the whole tree in StrictMode, which mounts effects twice.
    configure({ reactStrictMode: true });
    try {
      renderInApp(<AccountActionPage />, link('verifyEmail'));
    } finally {
      configure({ reactStrictMode: false });
    }

    expect(await screen.findByText(accountText.emailVerified)).toBeInTheDocument();
    expect(applyActionCode).toHaveBeenCalledTimes(1);
    expect(applyActionCode).toHaveBeenCalledWith({}, 'code-1');
  });
});

it('calls a link of an unknown kind not valid', async () => {
  renderInApp(<AccountActionPage />, link('recoverEmail'));
  expect(await screen.findByRole('alert')).toHaveTextContent(accountText.invalidLink);
  expect(applyActionCode).not.toHaveBeenCalled();
  expect(verifyPasswordResetCode).not.toHaveBeenCalled();
});
