import { Suspense, useRef } from 'react';
import { Box, Flex } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageLoader } from '../ui/PageLoader';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { useHeadingFocusOnNavigation } from './useHeadingFocusOnNavigation';

const MAIN_ID = 'main';

/** Every page: a skip link, the top bar, the page itself (loaded on demand), the footer. */
export function AppLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useHeadingFocusOnNavigation(mainRef);
  return (
    <Flex direction="column" mih="100vh">
      <SkipLink targetId={MAIN_ID} />
      <Header />
      <Box component="main" id={MAIN_ID} ref={mainRef} tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoader minHeight="60vh" />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Flex>
  );
}
