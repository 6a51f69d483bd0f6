// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
import { emailText } from '../../../shared/strings/emails';
import { AccountLinkEmail, type AccountLinkProps } from './AccountLinkEmail';

const text = emailText.passwordReset;

/** The identity service's one-hour link to choose a new password. */
export function PasswordReset(props: AccountLinkProps) {
  return <AccountLinkEmail {...props} text={text} action={text.choose} notes={[text.expires, text.notYou]} />;
}
