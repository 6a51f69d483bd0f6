import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { common } from '@shared/strings/labels/common';
import { readableError } from './notify';

/** A failed load, said plainly, with a way to try again. */
export function LoadError({
  error,
  onRetry,
  retrying = false,
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={common.loadFailed} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{readableError(error)}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={16} />}
          onClick={onRetry}
          loading={retrying}
        >
          {common.retry}
        </Button>
      </Group>
    </Alert>
  );
}
