import { useShallow } from 'zustand/react/shallow';
import { useSession } from '../../stores/session';

/**
 * Who the signed-in pages (dashboard, purchase) act for. The email is the identity's, as the nav
 * bell keys the user's orders by it; name and photo prefer our user record, which the profile page
 * edits.
 */
export function useAccount() {
  return useSession(
    useShallow((s) => ({
      email: s.identity?.email ?? s.user?.email ?? '',
      name: s.user?.name || s.identity?.displayName || '',
      photo: s.user?.image || s.identity?.photoURL || '',
      user: s.user,
    })),
  );
}
