import type { ReactNode } from 'react';
import { Anchor, Divider, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { authText } from '@shared/strings/labels/auth';
import { AuthCard } from './AuthCard';
import { GoogleSignIn } from './GoogleSignIn';

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
  return (
    <AuthCard title={title}>
      {children}
      <Divider label={authText.or} labelPosition="center" my="lg" />
      <GoogleSignIn />
      <Text ta="center" size="sm" mt="lg">
        {switchTo.question}{' '}
        <Anchor component={Link} to={switchTo.to} state={state} fw={600}>
          {switchTo.link}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
