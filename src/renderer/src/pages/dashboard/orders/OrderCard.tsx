import type { ReactNode } from 'react';
import { Card, Group, Title, type MantineSpacing } from '@mantine/core';

/** One card of an order's page: a section named by its title, with a badge beside the title if it has one. */
export function OrderCard({
  id,
  title,
  badge,
  gap = 'xs',
  children,
}: {
  /** The title's id, which names the section (and a table in it). */
  id: string;
  title: string;
  badge?: ReactNode;
  /** The room under the title. */
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb={gap}>
        <Title order={4} size="h5" id={id}>
          {title}
        </Title>
        {badge}
      </Group>
      {children}
    </Card>
  );
}
