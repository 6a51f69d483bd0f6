import { Suspense, useState } from 'react';
import { Anchor, Box, Burger, Button, Container, Group, Image, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router-dom';
import { routes } from '@shared/routes';
import { SHOP_NAME } from '@shared/strings/labels/common';
import { searchBox } from '@shared/strings/labels/searchBox';
import { nav } from '@shared/strings/labels/shell';
import { unitsIn, useBrowserCart } from '../cart/browserCart';
import { useSession } from '../stores/session';
import { withCompleteStyles } from '../styles/withCompleteStyles';
import { lazyExport } from '../ui/lazyExport';
import { CartLink } from './CartLink';
import { HeaderSearch } from './HeaderSearch';
import classes from './HeaderSearch.module.css';

/* Signed-in controls (their menus and the positioning library under them) load only when needed. */
const NotificationBell = lazyExport(
  () => withCompleteStyles(import('./NotificationBell')),
  'NotificationBell',
);
const ServerCartLink = lazyExport(() => withCompleteStyles(import('./NotificationBell')), 'ServerCartLink');
const UserMenu = lazyExport(() => withCompleteStyles(import('./UserMenu')), 'UserMenu');
const MobileNav = lazyExport(() => withCompleteStyles(import('./MobileNav')), 'MobileNav');

const pageLinks = [
  { to: routes.categories, label: searchBox.categories },
  { to: routes.blog, label: nav.blogs },
  { to: routes.portfolio, label: nav.portfolio },
];

/** The cart and Login for visitors; the cart, the bell and the avatar menu once signed in. */
function SessionControls() {
  const loading = useSession((s) => s.loading);
  const signedIn = useSession((s) => s.identity !== null);
  const browserUnits = useBrowserCart((s) => unitsIn(s.items));
  const checking = (
    <>
      <CartLink units={null} />
      <Loader size="sm" role="img" aria-label={nav.checkingSignIn} />
    </>
  );
  return (
    <Group gap="xs" wrap="nowrap">
      {loading ? (
        checking
      ) : !signedIn ? (
        <>
          <CartLink units={browserUnits} />
          <Button component={Link} to={routes.login}>
            {nav.login}
          </Button>
        </>
      ) : (
        <Suspense fallback={checking}>
          <ServerCartLink />
          <NotificationBell />
          <UserMenu />
        </Suspense>
      )}
    </Group>
  );
}

export function Header() {
  const [menuOpen, menu] = useDisclosure(false);
  // The drawer's code loads the first time the burger is pressed, and stays for its closing animation.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (menuOpen && !drawerWanted) setDrawerWanted(true);
  const { pathname } = useLocation();
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="white"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container className={classes.bar}>
        <Anchor
          component={Link}
          to={routes.home}
          aria-label={nav.home}
          className={classes.logo}
          style={{ display: 'flex' }}
        >
          <Image src="/logo.svg" alt={SHOP_NAME} w={146} h={32} />
        </Anchor>
        <HeaderSearch />
        {/* Close-set, so the cart, Login (or the bell and avatar) and the burger fit beside the logo at 390 px. */}
        <Group gap="sm" wrap="nowrap" className={classes.controls}>
          <Group component="nav" aria-label={nav.mainNavigation} gap="lg" visibleFrom="sm" mr="xs">
            {pageLinks.map((link) => (
              <Anchor
                key={link.to}
                component={Link}
                to={link.to}
                fw={600}
                c={pathname === link.to ? 'safety.7' : 'dark.6'}
                aria-current={pathname === link.to ? 'page' : undefined}
              >
                {link.label}
              </Anchor>
            ))}
          </Group>
          <SessionControls />
          <Burger
            opened={menuOpen}
            onClick={menu.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={nav.openMenu}
          />
        </Group>
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileNav links={pageLinks} label={nav.mainNavigation} opened={menuOpen} onClose={menu.close} />
        </Suspense>
      )}
    </Box>
  );
}
