// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
import { emailText } from '../../../shared/strings/emails';
import { EmailLayout } from './EmailLayout';
import { ActionButton, Paragraph, WrittenLink } from './blocks';

export interface AccountLinkProps {
  link: string;
  shopUrl: string;
}

/** An account email: why it came, the identity service's link as a button and written out, then notes. */
export function AccountLinkEmail({
  text,
  action,
  notes,
  link,
  shopUrl,
}: AccountLinkProps & {
  text: { preview: string; heading: string; why: string };
  action: string;
  notes: string[];
}) {
  return (
    <EmailLayout text={text} to="accountHolder" shopUrl={shopUrl}>
      <Paragraph>{text.why}</Paragraph>
      <ActionButton href={link}>{action}</ActionButton>
      <Paragraph>{emailText.linkFallback}</Paragraph>
      <WrittenLink href={link} />
      {notes.map((note) => (
        <Paragraph key={note}>{note}</Paragraph>
      ))}
    </EmailLayout>
  );
}
