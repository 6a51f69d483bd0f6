import { Suspense, useRef } from 'react';
import { Box, Flex } from '@mantine/core';
import { Outlet, useLocation, useMatch } from 'react-router-dom';
import { isStaff } from '@shared/roles';
import { routes } from '@shared/routes';
import { useSession } from '../stores/session';
import { withCompleteStyles } from '../styles/withCompleteStyles';
import { Island } from '../ui/Island';
import { PageErrorBoundary } from '../ui/PageErrorBoundary';
import { PageLoader } from '../ui/PageLoader';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { useHeadingFocusOnNavigation } from './useHeadingFocusOnNavigation';
import { useScrollOnNavigation } from './useScrollOnNavigation';
import { lazyExport } from '../ui/lazyExport';

const MAIN_ID = 'main';

/*
 * Loaded with the header's bell, which every signed-in page shows too: one chunk for both keeps
 * the visitor's first load free of another entry in its preload map.
 */
const LiveSession = lazyExport(() => withCompleteStyles(import('./NotificationBell')), 'LiveSession');

/**
 * Every page but the till: a skip link, the top bar, the live connection's state, the page itself (loaded on
 * demand), the footer. A page that fails keeps the header and footer around its message, and the
 * next page clears it. While someone is signed in, events keep every screen current. The header,
 * the page and the footer each take over their pre-rendered HTML on their own (see ../ui/Island).
 * The till takes the whole window under a bar of its own, as a point of sale does: no skip link,
 * header or footer around it.
 */
export function AppLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useScrollOnNavigation();
  useHeadingFocusOnNavigation(mainRef);
  const signedIn = useSession((s) => s.user !== null);
  // A customer who opens the till's address keeps the frame, to leave the refusal by.
  const customer = useSession((s) => s.user !== null && !isStaff(s.user.role));
  const storefrontFrame = useMatch(routes.counter) === null || customer;
  return (
    <Flex direction="column" mih="100vh">
      {storefrontFrame && (
        <>
          <SkipLink targetId={MAIN_ID} />
          <Island>
            <Header />
          </Island>
        </>
      )}
      {signedIn && (
        <Suspense fallback={null}>
          <LiveSession />
        </Suspense>
      )}
      <Box component="main" id={MAIN_ID} ref={mainRef} tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <PageErrorBoundary resetKey={pathname}>
          {/* A full screen tall, so the footer stays below the fold until the page arrives. */}
          <Suspense fallback={<PageLoader minHeight="100vh" />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Box>
      {storefrontFrame && (
        <Island>
          <Footer />
        </Island>
      )}
    </Flex>
  );
}
