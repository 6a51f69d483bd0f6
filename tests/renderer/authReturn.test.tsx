/** Login and sign-up bring the visitor back where the sign-in guard stopped them, whichever they used. */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '@shared/routes';
import { authText } from '@shared/strings/labels/auth';
import { LoginPage } from '../../src/renderer/src/pages/auth/LoginPage';
import { SignUpPage } from '../../src/renderer/src/pages/auth/SignUpPage';
import { useSession } from '../../src/renderer/src/stores/session';
import { theme } from '../../src/renderer/src/theme';

describe('signing up on the way to a page', () => {
  it('comes back to that page, as logging in does', async () => {
    useSession.setState({ identity: null, user: null, loading: false });
    render(
      <MantineProvider theme={theme}>
        <MemoryRouter
          initialEntries={[{ pathname: routes.login, state: { from: { pathname: routes.checkout } } }]}
        >
          <Routes>
            <Route path={routes.login} element={<LoginPage />} />
            <Route path={routes.signup} element={<SignUpPage />} />
            <Route path={routes.checkout} element={<h1>Checkout page</h1>} />
            <Route path={routes.home} element={<h1>Home page</h1>} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: authText.createAccount }));
    expect(await screen.findByRole('button', { name: authText.signUp })).toBeInTheDocument();

    // The sign-up completes: the session opens.
    act(() =>
      useSession.setState({
        identity: {
          uid: 'u1',
          email: 'new@toolshop.test',
          emailVerified: false,
          displayName: null,
          photoURL: null,
        },
        loading: false,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
  });
});
