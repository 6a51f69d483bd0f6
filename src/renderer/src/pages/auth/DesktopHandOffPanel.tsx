import { useState } from 'react';
import { Alert, Card, Container, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { authText } from '@shared/strings/labels/auth';
import type { DesktopHandOff } from '@shared/desktopHandOff';
import { sendToDesktopApp } from '../../auth/desktopHandOff';
import { GoogleSignIn } from './GoogleSignIn';

/**
 * `/login?desktop_port=…&state=…` in the system browser: Google sign-in on behalf of the desktop
 * app, whose Google ID token goes back to the app (src/main/googleHandOff.ts).
 */
export function DesktopHandOffPanel({ handOff }: { handOff: DesktopHandOff }) {
  const [done, setDone] = useState(false);
  return (
    <Container size={480} py={{ base: 'xl', md: 64 }}>
      <Card shadow="sm" padding="xl">
        <Stack gap="lg">
          <Title order={1} size="h2" ta="center">
            {authText.desktopTitle}
          </Title>
          {done ? (
            <Alert color="green" icon={<IconCircleCheck />} role="status">
              {authText.desktopDone}
            </Alert>
          ) : (
            <>
              <Text c="dimmed">{authText.desktopExplanation}</Text>
              <GoogleSignIn
                onGoogleIdToken={async (googleIdToken) => {
                  await sendToDesktopApp(handOff, googleIdToken);
                  setDone(true);
                }}
              />
            </>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
