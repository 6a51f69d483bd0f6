/**
 * Handing an email to the mail server over SMTP (nodemailer): the real one named by SMTP_URL, or
 * the local catcher in the default mode. Connections are pooled, so a busy outbox does not open one
 * per email.
 */
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface OutgoingMail {
  /** One address, never a list: a comma in it cannot add a recipient. */
  to: { name: string; address: string };
  subject: string;
  html: string;
  text: string;
  /** `<id@domain>`: the same for every try of one email, so a resend is known as the same message. */
  messageId: string;
}

export interface Mailer {
  /** Resolves once the server accepted the email; rejects with its reason otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The domain of MAIL_FROM's address, for Message-IDs. */
export const senderDomain = (from: string): string => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

export function createSmtpMailer({ smtpUrl, from }: Pick<Config['mail'], 'smtpUrl' | 'from'>): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    // A server that does not answer is a failed try, retried later, not a sender stuck for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
