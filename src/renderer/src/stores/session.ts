/**
 * Who is signed in: the identity provider's user, our app user record (with its role) and whether
 * the sign-in state is still loading. The auth layer writes it; pages read it.
 */
import { create } from 'zustand';
import type { User } from '@shared/entities';
import type { Role } from '@shared/roles';

export interface Identity {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
}

interface SessionState {
  identity: Identity | null;
  /** Our users-table record, once `POST /login` succeeded and `GET /user?email=` answered. */
  user: User | null;
  loading: boolean;
  setSignedIn: (identity: Identity, user: User | null) => void;
  setUser: (user: User | null) => void;
  setSignedOut: () => void;
}

export const useSession = create<SessionState>((set) => ({
  identity: null,
  user: null,
  loading: true,
  setSignedIn: (identity, user) => set({ identity, user, loading: false }),
  setUser: (user) => set({ user }),
  setSignedOut: () => set({ identity: null, user: null, loading: false }),
}));

/** The signed-in user's role; null while signed out or before the record loads. */
export const useRole = (): Role | null => useSession((s) => s.user?.role ?? null);

/** Resolves once whether anyone is signed in is known (a held session restored, or none). */
export const sessionKnown = (): Promise<void> =>
  new Promise((resolve) => {
    if (!useSession.getState().loading) return resolve();
    const stop = useSession.subscribe(({ loading }) => {
      if (loading) return;
      stop();
      resolve();
    });
  });
