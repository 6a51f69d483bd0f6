import { Navigate, useLocation } from 'react-router-dom';
import { readDesktopHandOff } from '@shared/desktopHandOff';
import { routes } from '@shared/routes';
import { authText } from '@shared/strings/labels/auth';
import { nav } from '@shared/strings/labels/shell';
import { signInWithEmail } from '../../auth/actions';
import { useSession } from '../../stores/session';
import { AuthFrame } from './AuthFrame';
import { DesktopHandOffPanel } from './DesktopHandOffPanel';
import { emailFrom } from './emailInLink';
import { LoginForm } from './LoginForm';
import { returnPath } from './returnPath';

/**
 * `/login` (`?email=` fills in the address): once signed in (by any path) the visitor goes back where
 * they came from.
 */
export function LoginPage() {
  const location = useLocation();
  const signedIn = useSession((s) => !s.loading && s.identity !== null);
  const handOff = readDesktopHandOff(location.search);
  if (handOff) return <DesktopHandOffPanel handOff={handOff} />;
  if (signedIn) return <Navigate to={returnPath(location.state)} replace />;
  return (
    <AuthFrame
      title={nav.login}
      switchTo={{ question: authText.newHere, link: authText.createAccount, to: routes.signup }}
    >
      <LoginForm onSubmit={signInWithEmail} initialEmail={emailFrom(location.search)} />
    </AuthFrame>
  );
}
