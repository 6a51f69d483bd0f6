import { Suspense } from 'react';
import { Box, Flex } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useLiveEvents } from '../live/useLiveEvents';
import { PageLoader } from '../ui/PageLoader';
import { ConnectionIndicator } from './ConnectionIndicator';
import { Footer } from './Footer';
import { Header } from './Header';
import { useOrderNotificationClicks } from './useOrderNotificationClicks';

/** Every page: the top bar, the live connection's state, the page itself (loaded on demand), the footer. */
export function AppLayout() {
  useLiveEvents();
  useOrderNotificationClicks();
  return (
    <Flex direction="column" mih="100vh">
      <Header />
      <ConnectionIndicator />
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
