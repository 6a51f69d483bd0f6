import type { FormEvent, ReactNode } from 'react';
import {
  Anchor,
  Button,
  Card,
  Group,
  InputBase,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { IconClock, IconMail, IconPhone, IconSend } from '@tabler/icons-react';
import { landingCopy, shopContact } from '@shared/strings/content/landing';
import { fieldLabels } from '@shared/strings/labels/common';
import { landing } from '@shared/strings/labels/storefront';
import { Section } from '../../ui/Section';
import { useHydrated } from '../../ui/useHydrated';

/**
 * Need Help: phones, the info email and a contact form. The spec gives the form no behaviour, so
 * rather than pretend to send, Send Message opens the visitor's email app with the message.
 */
export function NeedHelp() {
  const hydrated = useHydrated();
  // A plain form: the landing page does not need a form library for three fields it never validates.
  const openEmail = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const field = (key: string) => String(fields.get(key) ?? '');
    const [name, email, message] = [field('name'), field('email'), field('message')];
    const body = email ? `${message}\n\n${name} <${email}>` : message;
    const query = new URLSearchParams({ subject: landing.contactSubject(name), body })
      .toString()
      .replace(/\+/g, '%20');
    window.location.assign(`mailto:${shopContact.email}?${query}`);
  };
  return (
    <Section id="need-help" title={landing.needHelp} intro={landingCopy.contactIntro}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="lg">
          <ContactDetail icon={<IconPhone size={22} />} heading={landing.phoneHeading}>
            {shopContact.phones.map((phone) => (
              <Anchor key={phone} href={`tel:${phone.replace(/[^+\d]/g, '')}`} display="block" c="dark.6">
                {phone}
              </Anchor>
            ))}
          </ContactDetail>
          <ContactDetail icon={<IconMail size={22} />} heading={landing.emailHeading}>
            <Anchor href={`mailto:${shopContact.email}`} c="dark.6">
              {shopContact.email}
            </Anchor>
          </ContactDetail>
          <ContactDetail icon={<IconClock size={22} />} heading={landing.hoursHeading}>
            <Text c="dark.6">{shopContact.hours}</Text>
          </ContactDetail>
        </Stack>
        <Card shadow="xs" component="form" onSubmit={openEmail} aria-label={landing.needHelp}>
          <Stack gap="md">
            <TextInput label={fieldLabels.name} name="name" autoComplete="name" />
            <TextInput label={fieldLabels.email} type="email" name="email" autoComplete="email" />
            {/* A plain textarea: Mantine's Textarea brings its autosize code (3 KB) into the first load. */}
            <InputBase component="textarea" label={landing.contactMessage} rows={4} required name="message" />
            {/* Sent by the app: as plain HTML the form would put the message in the page's address. */}
            <Button
              type="submit"
              disabled={!hydrated}
              leftSection={<IconSend size={18} />}
              style={{ alignSelf: 'flex-start' }}
            >
              {landing.sendMessage}
            </Button>
            <Text size="xs" c="dimmed">
              {landing.contactHint}
            </Text>
          </Stack>
        </Card>
      </SimpleGrid>
    </Section>
  );
}

/** One way to reach the shop: an icon, a heading and the details under it. */
function ContactDetail({
  icon,
  heading,
  children,
}: {
  icon: ReactNode;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Group align="flex-start" wrap="nowrap">
      <ThemeIcon size={44} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={700}>{heading}</Text>
        {children}
      </div>
    </Group>
  );
}
