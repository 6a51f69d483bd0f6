import { Navigate, useLocation } from 'react-router-dom';
import { routes } from '@shared/routes';
import { authText } from '@shared/strings/labels/auth';
import { signUpWithEmail, type SignUpDetails } from '../../auth/actions';
import { useSession } from '../../stores/session';
import { notifySuccess } from '../../ui/notify';
import { AuthFrame } from './AuthFrame';
import { returnPath } from './returnPath';
import { SignUpForm } from './SignUpForm';

async function signUp(details: SignUpDetails, onUploadProgress: (percent: number) => void): Promise<void> {
  await signUpWithEmail(details, onUploadProgress);
  notifySuccess(authText.verificationSent(details.email));
}

/** `/singup`: a new account; once signed in the visitor goes back where they came from, as after login. */
export function SignUpPage() {
  const location = useLocation();
  const signedIn = useSession((s) => !s.loading && s.identity !== null);
  if (signedIn) return <Navigate to={returnPath(location.state)} replace />;
  return (
    <AuthFrame
      title={authText.signUp}
      switchTo={{ question: authText.haveAccount, link: authText.pleaseLogin, to: routes.login }}
    >
      <SignUpForm onSubmit={signUp} />
    </AuthFrame>
  );
}
