// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { SHOP_NAME } from '../../../shared/strings/labels/common';
import { emailText } from '../../../shared/strings/emails';
import { darkSchemeCss, fontFamily, palette, schemeClass } from './emailTheme';

/** Why each kind of reader receives the shop's email, as the footer says it. */
const whyReceived = {
  customer: emailText.layout.toCustomer,
  accountHolder: emailText.layout.toAccountHolder,
  staff: emailText.layout.toStaff,
  supplier: emailText.layout.toSupplier,
} as const;

interface EmailLayoutProps {
  /** `preview`: the line mail apps show beside the subject. */
  text: { preview: string; heading: string };
  to: keyof typeof whyReceived;
  shopUrl: string;
  children: ReactNode;
}

/** Every email's frame: the shop's name on its orange bar, a card up to 600px wide, and a footer. */
export function EmailLayout({ text, to, shopUrl, children }: EmailLayoutProps) {
  const { preview, heading } = text;
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkSchemeCss}</style>
      </Head>
      <Preview>{preview}</Preview>
      {/* Body copies its style onto a cell the dark scheme cannot reach: the Section inside paints over it. */}
      <Body className={schemeClass.page} style={{ backgroundColor: palette.page, margin: 0 }}>
        <Section
          className={schemeClass.page}
          style={{ backgroundColor: palette.page, fontFamily, padding: '24px 8px' }}
        >
          {/* width 100% up to 600px: the card fills a 390px phone and stays readable on a desktop. */}
          <Container
            className={schemeClass.card}
            style={{
              width: '100%',
              maxWidth: '600px',
              backgroundColor: palette.card,
              borderRadius: '8px',
              overflow: 'hidden',
            }}
          >
            <Section style={{ backgroundColor: palette.accent, padding: '16px 24px' }}>
              <Link
                href={shopUrl}
                style={{ color: palette.onAccent, fontSize: '22px', fontWeight: 800, textDecoration: 'none' }}
              >
                {SHOP_NAME}
              </Link>
            </Section>
            <Section style={{ padding: '8px 24px 16px' }}>
              <Heading
                as="h1"
                className={schemeClass.text}
                style={{ color: palette.text, fontSize: '24px', fontWeight: 800, lineHeight: '32px' }}
              >
                {heading}
              </Heading>
              {children}
            </Section>
            <Hr className={schemeClass.rule} style={{ borderColor: palette.rule, margin: 0 }} />
            <Section style={{ padding: '8px 24px 16px' }}>
              <Text
                className={schemeClass.muted}
                style={{ color: palette.muted, fontSize: '13px', lineHeight: '20px' }}
              >
                {whyReceived[to]}
              </Text>
              <Link
                href={shopUrl}
                className={schemeClass.link}
                style={{ color: palette.accent, fontSize: '13px' }}
              >
                {emailText.layout.visitShop}
              </Link>
              <Text
                className={schemeClass.muted}
                style={{ color: palette.muted, fontSize: '13px', margin: '4px 0 0' }}
              >
                {emailText.layout.tagline}
              </Text>
            </Section>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}
