// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
import { emailText } from '../../../shared/strings/emails';
import { AccountLinkEmail, type AccountLinkProps } from './AccountLinkEmail';

const text = emailText.verifyEmail;

/** Confirms a new account's address through the identity service's link. */
export function VerifyEmail(props: AccountLinkProps) {
  return <AccountLinkEmail {...props} text={text} action={text.confirm} notes={[text.notYou]} />;
}
