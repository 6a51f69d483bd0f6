import { Drawer, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { SHOP_NAME } from '@shared/strings/labels/common';

export interface PageLink {
  to: string;
  label: string;
}

/** The narrow screen's navigation: the header's page links in a drawer from the right. */
export function MobileNav({
  links,
  label,
  opened,
  onClose,
}: {
  links: PageLink[];
  label: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="75%" title={SHOP_NAME} hiddenFrom="sm">
      <Stack component="nav" aria-label={label} gap={4}>
        {links.map((link) => (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={link.label}
            active={pathname === link.to}
            onClick={onClose}
          />
        ))}
      </Stack>
    </Drawer>
  );
}
