import { ActionIcon, Indicator, Menu } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { routes } from '@shared/routes';
import { nav } from '@shared/strings/labels/shell';
import { call } from '../api/client';
import { queryKeys } from '../api/queryKeys';
import { useSession } from '../stores/session';

/** The bell: its badge counts the user's unpaid orders, its line leads to them. */
export function NotificationBell() {
  const email = useSession((s) => (s.user ? s.identity?.email : undefined));
  const orders = useQuery({
    queryKey: queryKeys.myOrders(email ?? ''),
    queryFn: () => call('myOrders', { query: { email: email ?? '' } }),
    enabled: Boolean(email),
  });
  const unpaid = orders.data?.filter((order) => order.state === 'unpaid').length ?? 0;
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      {/* The menu's ARIA attributes belong on the button, not on the badge's wrapper. */}
      <Indicator label={unpaid} size={18} offset={6} color={unpaid > 0 ? 'red' : 'gray'} showZero>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            radius="xl"
            aria-label={`${nav.notifications}: ${unpaid}`}
          >
            <IconBell size={22} />
          </ActionIcon>
        </Menu.Target>
      </Indicator>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={routes.myOrders}>
          {nav.paymentReminder}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Signed-in pages load this module for the bell; the live session (see AppLayout) and the cart's
 * count come with it.
 */
export { LiveSession } from '../live/LiveSession';
export { ServerCartLink } from './ServerCartLink';
