import { Badge } from '@mantine/core';

/**
 * A state in words on its colour: never cut to "Un…" in a narrow column; dark words on the light
 * colour keep 4.5:1 contrast.
 */
export function StateBadge({ color, label }: { color: string; label: string }) {
  return (
    <Badge color={color} c="dark.8" variant="light" tt="none" miw="max-content">
      {label}
    </Badge>
  );
}
