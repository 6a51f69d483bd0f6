// tsx, which runs the server, reads tsconfig.json and not tsconfig.node.json's jsx setting; hence:
/** @jsxRuntime automatic */
import { emailText } from '../../../shared/strings/emails';
import { EmailLayout } from './EmailLayout';
import { ActionButton, Paragraph, WrittenLink } from './blocks';

const text = emailText.verifyEmail;

/** Confirms a new account's address through the identity service's link. */
export function VerifyEmail({ link, shopUrl }: { link: string; shopUrl: string }) {
  return (
    <EmailLayout
      preview={text.preview}
      heading={text.heading}
      whyReceived={emailText.layout.toAccountHolder}
      shopUrl={shopUrl}
    >
      <Paragraph>{text.why}</Paragraph>
      <ActionButton href={link}>{text.confirm}</ActionButton>
      <Paragraph>{emailText.linkFallback}</Paragraph>
      <WrittenLink href={link} />
      <Paragraph>{text.notYou}</Paragraph>
    </EmailLayout>
  );
}
