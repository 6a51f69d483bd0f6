import type { ReactNode } from 'react';
import { Box, Container, Stack, Text, Title } from '@mantine/core';

interface SectionProps {
  id: string;
  title: string;
  intro?: string;
  tinted?: boolean;
  children: ReactNode;
}

/** One band of a page: a heading, an optional line under it, and its content. */
export function Section({ id, title, intro, tinted = false, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      py={{ base: 48, md: 72 }}
      bg={tinted ? 'gray.0' : undefined}
    >
      <Container>
        <Stack gap={4} align="center" mb={{ base: 'lg', md: 'xl' }} ta="center">
          <Title order={2} id={headingId} fz={{ base: 26, md: 32 }} lts={0.5}>
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" maw={620}>
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
