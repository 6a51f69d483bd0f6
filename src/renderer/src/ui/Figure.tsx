import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** A product figure: a small uppercase label over its value (price, minimum order, stock). */
export function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}
