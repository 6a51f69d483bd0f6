import { Navigate } from 'react-router-dom';
import { routes } from '@shared/routes';
import { authText } from '@shared/strings/labels/auth';
import { signUpWithEmail, type SignUpDetails } from '../../auth/actions';
import { useSession } from '../../stores/session';
import { notifySuccess } from '../../ui/notify';
import { AuthFrame } from './AuthFrame';
import { SignUpForm } from './SignUpForm';

async function signUp(details: SignUpDetails, onUploadProgress: (percent: number) => void): Promise<void> {
  await signUpWithEmail(details, onUploadProgress);
  notifySuccess(authText.verificationSent(details.email));
}

/** `/singup`: a new account; once signed in the visitor lands on the home page. */
export function SignUpPage() {
  const signedIn = useSession((s) => !s.loading && s.identity !== null);
  if (signedIn) return <Navigate to={routes.home} replace />;
  return (
    <AuthFrame
      title={authText.signUp}
      switchTo={{ question: authText.haveAccount, link: authText.pleaseLogin, to: routes.login }}
    >
      <SignUpForm onSubmit={signUp} />
    </AuthFrame>
  );
}
