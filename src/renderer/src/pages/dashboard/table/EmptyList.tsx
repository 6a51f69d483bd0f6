import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** What a list page shows while it has nothing to list: why, and somewhere to go from there. */
export function EmptyList({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Stack align="center" gap="md" py="xl">
      <Text c="dimmed" ta="center" size="lg">
        {text}
      </Text>
      {action}
    </Stack>
  );
}
