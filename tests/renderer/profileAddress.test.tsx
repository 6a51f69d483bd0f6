/** The profile shows the saved delivery address, and its edit page changes it through `PUT /user`. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@shared/entities';
import { fieldLabels } from '@shared/strings/labels/common';
import { profile } from '@shared/strings/labels/dashboard';
import { cartPage } from '@shared/strings/labels/cartPage';
import { purchase } from '@shared/strings/labels/storefront';
import { messages } from '@shared/strings/validation';
import { EditProfilePage } from '../../src/renderer/src/pages/dashboard/profile/EditProfilePage';
import { MyProfilePage } from '../../src/renderer/src/pages/dashboard/profile/MyProfilePage';
import { useSession } from '../../src/renderer/src/stores/session';
import { renderInApp, scriptedApi, type SentCall } from './render';
import { customerRecord, savedAddress } from './fixtures';

const address = { ...savedAddress, addressLine2: 'Floor 3', company: 'Uddin Works' };
const customer = customerRecord({ address });

const signInAs = (user: User) =>
  useSession.setState({
    identity: { uid: user._id, email: user.email, emailVerified: true, displayName: null, photoURL: null },
    user,
    loading: false,
  });

/** `PUT /user` answers the record as sent. */
const savingUser = () =>
  scriptedApi({
    'PUT /user': (sent: SentCall) => ({
      status: 200,
      data: { ...customer, address: null, ...(sent.body as object) },
    }),
  });

describe('the saved address on the profile', () => {
  it('is shown as a label prints it', () => {
    signInAs(customer);
    renderInApp(<MyProfilePage />);
    expect(screen.getByText(cartPage.savedAddress).parentElement).toHaveTextContent(
      'Rahim Uddin Uddin Works 12 Tool Street Floor 3 Dhaka 1207 Bangladesh 5550100',
    );
  });

  it('is edited with the profile, under the checkout’s rules', async () => {
    signInAs(customer);
    const calls = savingUser();
    const { user } = renderInApp(<EditProfilePage />);
    const street = screen.getByLabelText(purchase.street);
    await user.clear(street);
    await user.click(screen.getByRole('button', { name: profile.saveAndChange }));
    expect(await screen.findByText(messages.streetRequired)).toBeVisible();
    expect(calls).toEqual([]);

    await user.type(street, '9 Anvil Road');
    await user.clear(screen.getByLabelText(fieldLabels.city));
    await user.type(screen.getByLabelText(fieldLabels.city), 'Khulna');
    await user.click(screen.getByRole('button', { name: profile.saveAndChange }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]!.body as User).address).toEqual({
      ...address,
      addressLine1: '9 Anvil Road',
      city: 'Khulna',
    });
    await waitFor(() => expect(useSession.getState().user?.address?.city).toBe('Khulna'));
  });

  it('is left out while a customer without one leaves its fields empty', async () => {
    signInAs({ ...customer, address: null });
    const calls = savingUser();
    const { user } = renderInApp(<EditProfilePage />);
    await user.click(screen.getByRole('button', { name: profile.saveAndChange }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).not.toHaveProperty('address');
  });
});
