import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { routes } from '@shared/routes';
import { useSession } from '../stores/session';
import { PageLoader } from '../ui/PageLoader';

/** The route guard of signed-in pages: a loader while the sign-in state loads, /login for visitors. */
export function RequireAuth() {
  const loading = useSession((s) => s.loading);
  const signedIn = useSession((s) => s.identity !== null);
  const location = useLocation();
  if (loading) return <PageLoader minHeight="60vh" />;
  if (!signedIn) return <Navigate to={routes.login} replace state={{ from: location }} />;
  return <Outlet />;
}
