import { Box, Button, Center, Image, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { routes } from '@shared/routes';
import { notFound } from '@shared/strings/labels/shell';
import { usePageTitle } from '../../ui/usePageTitle';

/** Any unknown path: the full-width not-found image, under a heading for screen readers. */
export function NotFoundPage() {
  usePageTitle(notFound.title);
  return (
    <Box>
      <VisuallyHidden component="h1">{notFound.title}</VisuallyHidden>
      <Image src="/not-found.svg" alt={notFound.title} w="100%" h="auto" />
      <Center py="xl">
        <Button component={Link} to={routes.home} variant="light">
          {notFound.backHome}
        </Button>
      </Center>
    </Box>
  );
}
