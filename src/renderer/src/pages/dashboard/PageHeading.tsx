import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';
import { usePageTitle } from '../../ui/usePageTitle';

/** The heading every dashboard page opens with (and its tab's title), with room for an action on its right. */
export function PageHeading({ title, action }: { title: string; action?: ReactNode }) {
  usePageTitle(title);
  return (
    <Group justify="space-between" align="center" mb="md" gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      {action}
    </Group>
  );
}
