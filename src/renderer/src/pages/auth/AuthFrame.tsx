import type { ReactNode } from 'react';
import { Anchor, Card, Container, Divider, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { authText } from '@shared/strings/labels/auth';
import { GoogleSignIn } from './GoogleSignIn';
import { usePageTitle } from '../../ui/usePageTitle';

interface AuthFrameProps {
  title: string;
  children: ReactNode;
  /**
   * The line under the card that links to the other page (login ↔ sign-up); the link carries where
   * the visitor came from, so either page brings them back there.
   */
  switchTo: { question: string; link: string; to: string };
}

/** The frame the login and sign-up pages share: their form, OR, Continue with Google, the switch link. */
export function AuthFrame({ title, children, switchTo }: AuthFrameProps) {
  const { state } = useLocation();
  usePageTitle(title);
  return (
    <Container size={480} py={{ base: 'xl', md: 64 }}>
      <Card shadow="sm" padding="xl">
        <Title order={1} size="h2" ta="center" mb="lg">
          {title}
        </Title>
        {children}
        <Divider label={authText.or} labelPosition="center" my="lg" />
        <GoogleSignIn />
        <Text ta="center" size="sm" mt="lg">
          {switchTo.question}{' '}
          <Anchor component={Link} to={switchTo.to} state={state} fw={600}>
            {switchTo.link}
          </Anchor>
        </Text>
      </Card>
    </Container>
  );
}
