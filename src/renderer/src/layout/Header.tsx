import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  Image,
  Loader,
  NavLink,
  Stack,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router-dom';
import { routes } from '@shared/routes';
import { nav, SHOP_NAME } from '@shared/strings';
import { useSession } from '../stores/session';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';

const pageLinks = [
  { to: routes.blog, label: nav.blogs },
  { to: routes.portfolio, label: nav.portfolio },
];

/** Login for visitors; the bell and the avatar menu once signed in (spec §2). */
function SessionControls() {
  const loading = useSession((s) => s.loading);
  const signedIn = useSession((s) => s.identity !== null);
  if (loading) return <Loader size="sm" aria-label={nav.checkingSignIn} />;
  if (!signedIn) {
    return (
      <Button component={Link} to={routes.login}>
        {nav.login}
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <NotificationBell />
      <UserMenu />
    </Group>
  );
}

export function Header() {
  const [menuOpen, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="white"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container h={68}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={routes.home} aria-label={nav.home} style={{ display: 'flex' }}>
            <Image src="/logo.svg" alt={SHOP_NAME} w={146} h={32} />
          </Anchor>
          <Group gap="lg" wrap="nowrap">
            <Group component="nav" aria-label={nav.mainNavigation} gap="lg" visibleFrom="sm">
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
        </Group>
      </Container>
      <Drawer
        opened={menuOpen}
        onClose={menu.close}
        position="right"
        size="75%"
        title={SHOP_NAME}
        hiddenFrom="sm"
      >
        <Stack component="nav" aria-label={nav.mainNavigation} gap={4}>
          {pageLinks.map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={link.label}
              active={pathname === link.to}
              onClick={menu.close}
            />
          ))}
        </Stack>
      </Drawer>
    </Box>
  );
}
