import { Outlet } from 'react-router-dom';
import type { Role } from '@shared/roles';
import { useSession } from '../../stores/session';
import { PageLoader } from '../../ui/PageLoader';

/**
 * Spec §2: pages of one role render only for that role; anyone else sees nothing. While the
 * sign-in state (which brings the user record, and so the role) is still loading, a loader shows.
 */
function RequireRole({ role }: { role: Role }) {
  const loading = useSession((s) => s.loading);
  const currentRole = useSession((s) => s.user?.role ?? null);
  if (loading) return <PageLoader />;
  return currentRole === role ? <Outlet /> : null;
}

export const RequireUser = () => <RequireRole role="user" />;
export const RequireAdmin = () => <RequireRole role="admin" />;
