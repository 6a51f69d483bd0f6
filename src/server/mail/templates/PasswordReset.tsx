// tsx, which runs the server, reads tsconfig.json and not tsconfig.node.json's jsx setting; hence:
/** @jsxRuntime automatic */
import { emailText } from '../../../shared/strings/emails';
import { EmailLayout } from './EmailLayout';
import { ActionButton, Paragraph, WrittenLink } from './blocks';

const text = emailText.passwordReset;

/** The identity service's one-hour link to choose a new password. */
export function PasswordReset({ link, shopUrl }: { link: string; shopUrl: string }) {
  return (
    <EmailLayout
      preview={text.preview}
      heading={text.heading}
      whyReceived={emailText.layout.toAccountHolder}
      shopUrl={shopUrl}
    >
      <Paragraph>{text.why}</Paragraph>
      <ActionButton href={link}>{text.choose}</ActionButton>
      <Paragraph>{emailText.linkFallback}</Paragraph>
      <WrittenLink href={link} />
      <Paragraph>{text.expires}</Paragraph>
      <Paragraph>{text.notYou}</Paragraph>
    </EmailLayout>
  );
}
