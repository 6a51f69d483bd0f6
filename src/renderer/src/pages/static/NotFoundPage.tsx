import { Box, Button, Center, Image } from '@mantine/core';
import { Link } from 'react-router-dom';
import { routes } from '@shared/routes';
import { notFound } from '@shared/strings';

/** Any unknown path: the full-width not-found image (spec §2). */
export function NotFoundPage() {
  return (
    <Box>
      <Image src="/not-found.svg" alt={notFound.imageAlt} w="100%" h="auto" />
      <Center py="xl">
        <Button component={Link} to={routes.home} variant="light">
          {notFound.backHome}
        </Button>
      </Center>
    </Box>
  );
}
