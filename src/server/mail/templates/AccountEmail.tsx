// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
import { EmailLayout } from './EmailLayout';
import { Facts, Paragraph } from './blocks';

/** To a trade customer about their account: a reminder of an invoice, or their statement. */
export function AccountEmail({
  heading,
  paragraphs,
  rows,
  shopUrl,
}: {
  heading: string;
  paragraphs: string[];
  rows: [string, string][];
  shopUrl: string;
}) {
  return (
    <EmailLayout text={{ preview: paragraphs[0] ?? heading, heading }} to="customer" shopUrl={shopUrl}>
      {paragraphs.map((paragraph, i) => (
        <Paragraph key={i}>{paragraph}</Paragraph>
      ))}
      {rows.length > 0 ? <Facts facts={rows} /> : null}
    </EmailLayout>
  );
}
