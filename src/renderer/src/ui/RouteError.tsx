import { useEffect } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { common } from '@shared/strings/labels/common';
import { failureText } from '@shared/strings/labels/shell';
import { readableError } from './notify';
import { isStaleVersionError, reloadOnceForNewVersion } from './staleVersion';

/**
 * What shows instead of a page that crashed, or whose code is gone because a new version was deployed
 * while it was open (then the page reloads once by itself, and offers to after that).
 */
export function RouteError({ error }: { error: unknown }) {
  const staleVersion = isStaleVersionError(error);
  useEffect(() => {
    if (staleVersion) reloadOnceForNewVersion();
  }, [staleVersion]);
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start" gap="md" role="alert">
        <Title order={1} size="h2">
          {staleVersion ? failureText.staleVersionTitle : common.pageFailed}
        </Title>
        <Text c="dimmed">{readableError(error)}</Text>
        <Button onClick={() => window.location.reload()}>{common.reload}</Button>
      </Stack>
    </Container>
  );
}
