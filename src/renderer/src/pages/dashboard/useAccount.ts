import { useShallow } from 'zustand/react/shallow';
import { useSession } from '../../stores/session';

/** Who the dashboard is acting for: our user record first, the sign-in identity as fallback. */
export function useAccount() {
  return useSession(
    useShallow((s) => ({
      email: s.user?.email ?? s.identity?.email ?? '',
      name: s.user?.name || s.identity?.displayName || '',
      photo: s.user?.image || s.identity?.photoURL || '',
      user: s.user,
    })),
  );
}
