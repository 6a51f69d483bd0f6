import { Suspense } from 'react';
import { Box, Flex } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useLiveEvents } from '../live/useLiveEvents';
import { PageLoader } from '../ui/PageLoader';
import { Footer } from './Footer';
import { Header } from './Header';

/** Every page: the top bar, the page itself (loaded on demand), the footer; live while signed in. */
export function AppLayout() {
  useLiveEvents();
  return (
    <Flex direction="column" mih="100vh">
      <Header />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader minHeight="60vh" />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Flex>
  );
}
