import type { ReactNode } from 'react';
import { Card, Container, Title } from '@mantine/core';
import { usePageTitle } from '../../ui/usePageTitle';

/** The sign-in pages' narrow card under its heading, which also names the tab. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container size={480} py={{ base: 'xl', md: 64 }}>
      <Card shadow="sm" padding="xl">
        <Title order={1} size="h2" ta="center" mb="lg">
          {title}
        </Title>
        {children}
      </Card>
    </Container>
  );
}
