import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router-dom';
import { common } from '@shared/strings';
import { readableError } from './notify';

/** The router's error element: a page whose code failed to load (ChunkLoadError) or crashed. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start" gap="md" role="alert">
        <Title order={1} size="h2">
          {common.pageFailed}
        </Title>
        <Text c="dimmed">{readableError(error)}</Text>
        <Button onClick={() => window.location.reload()}>{common.reload}</Button>
      </Stack>
    </Container>
  );
}
