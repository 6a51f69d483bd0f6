import { useState } from 'react';
import { ActionIcon, Box, Indicator, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Notification } from '@shared/entities';
import { routes } from '@shared/routes';
import { bellText } from '@shared/strings/labels/notifications';
import { nav } from '@shared/strings/labels/shell';
import { call } from '../api/client';
import { queryKeys } from '../api/queryKeys';
import { useShopDates } from '../shopDates';
import { useSession } from '../stores/session';

const DOT_SIZE = 8;

/**
 * One line of the menu, leading to its order (a tool low on stock: to its product); an unread one is
 * bold, dotted and said to be unread.
 */
function NotificationItem({ item, unread }: { item: Notification; unread: boolean }) {
  const dates = useShopDates();
  const [to, name] =
    item.kind === 'lowStock'
      ? [routes.editProduct(item.productId), item.productName]
      : [routes.orderDetail(item.orderId), item.orderName];
  return (
    <Menu.Item
      component={Link}
      to={to}
      leftSection={
        <Box
          w={DOT_SIZE}
          h={DOT_SIZE}
          bg={unread ? 'red.7' : undefined}
          style={{ borderRadius: '50%' }}
          aria-hidden
        />
      }
    >
      {unread && <VisuallyHidden>{`${bellText.unread}: `}</VisuallyHidden>}
      <Text size="sm" fw={unread ? 700 : 400} style={{ overflowWrap: 'anywhere' }}>
        {bellText.lines[item.kind](name, dates.time(item.at))}
      </Text>
      {/* An expiring order's moment is when its hold ends, which its line already says. */}
      {item.kind !== 'expiring' && (
        <Text size="xs" c="dimmed">
          <time dateTime={item.at}>{dates.dateTime(item.at)}</time>
        </Text>
      )}
    </Menu.Item>
  );
}

/**
 * The bell: its badge counts what the user has not seen yet, its menu lists what happened to their
 * orders (or, for staff, what needs doing), newest first. Opening it marks everything read.
 */
export function NotificationBell() {
  const queryClient = useQueryClient();
  // Asked once the user's record is known: before that the shop has not let them in.
  const hasRecord = useSession((s) => s.user !== null);
  const notifications = useQuery({
    queryKey: queryKeys.notifications,
    queryFn: () => call('notifications'),
    enabled: hasRecord,
  });
  // A failed marking leaves the badge as it was; the next opening tries again.
  const markRead = useMutation({
    mutationFn: () => call('markNotificationsRead'),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.notifications, answer),
  });
  // What was unread when the menu opened keeps its look until it closes, though it is read by then.
  const [newWhenOpened, setNewWhenOpened] = useState<ReadonlySet<string>>(new Set());
  const items = notifications.data?.items ?? [];
  const unread = notifications.data?.unread ?? 0;

  const opened = () => {
    setNewWhenOpened(new Set(items.filter((item) => !item.read).map((item) => item.id)));
    if (unread > 0) markRead.mutate();
  };

  return (
    <Menu
      position="bottom-end"
      width={320}
      shadow="md"
      onOpen={opened}
      onClose={() => setNewWhenOpened(new Set())}
    >
      {/* The menu's ARIA attributes belong on the button, not on the badge's wrapper. */}
      <Indicator label={unread} size={18} offset={6} color={unread > 0 ? 'red' : 'gray'} showZero>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            radius="xl"
            aria-label={`${nav.notifications}: ${unread}`}
          >
            <IconBell size={22} />
          </ActionIcon>
        </Menu.Target>
      </Indicator>
      <Menu.Dropdown mah={420} style={{ overflowY: 'auto' }}>
        <Menu.Label>{nav.notifications}</Menu.Label>
        {items.length === 0 ? (
          // A menu must hold items: an empty bell says so in one that leads nowhere.
          <Menu.Item disabled>{bellText.nothingNew}</Menu.Item>
        ) : (
          // In the server's order: newest first.
          items.map((item) => (
            <NotificationItem key={item.id} item={item} unread={!item.read || newWhenOpened.has(item.id)} />
          ))
        )}
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
