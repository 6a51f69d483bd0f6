/** A storefront page under its heading, which also names the tab. */
import type { ReactNode } from 'react';
import { Container, Title } from '@mantine/core';
import { usePageTitle } from './usePageTitle';

export function TitledPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container py={{ base: 'lg', md: 48 }}>
      <Title order={1} size="h2" mb="lg">
        {title}
      </Title>
      {children}
    </Container>
  );
}
