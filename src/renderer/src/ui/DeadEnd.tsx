import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Where a page has nothing to show (an empty cart, a product gone): why, and the way back. */
export function DeadEnd({
  message,
  backTo,
  backLabel,
}: {
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Stack align="flex-start">
      <Text>{message}</Text>
      <Anchor component={Link} to={backTo}>
        {backLabel}
      </Anchor>
    </Stack>
  );
}
