import { Navigate } from 'react-router-dom';
import { routes } from '@shared/routes';
import { useSession } from '../../stores/session';
import { PageLoader } from '../../ui/PageLoader';

/** `/dasboard` itself: an admin lands on the Overview, everyone else on My Profile. */
export function DashboardLanding() {
  const loading = useSession((s) => s.loading);
  const role = useSession((s) => s.user?.role ?? null);
  if (loading) return <PageLoader />;
  return <Navigate to={role === 'admin' ? routes.overview : routes.myProfile} replace />;
}
