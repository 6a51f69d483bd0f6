import { ActionIcon, Anchor, Box, Button, Group, Menu, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { RegisterReport } from '@shared/counterSchemas';
import { routes } from '@shared/routes';
import { SHOP_NAME } from '@shared/strings/labels/common';
import { counterText } from '@shared/strings/labels/counterScreen';
import { creditText } from '@shared/strings/labels/credit';
import { receiptPrinterSettings } from '../../../api/counterSale';
import { UserMenu } from '../../../layout/UserMenu';
import type { SessionDialog } from './SessionDialogs';

const t = counterText;

/** The open session's controls: Return, the Register menu and (desktop) the printer. */
function SessionActions({ onOpen }: { onOpen: (dialog: SessionDialog) => void }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="default" onClick={() => onOpen('return')}>
        {t.returns.open}
      </Button>
      <Menu>
        <Menu.Target>
          <Button variant="default">{t.register.actions}</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => onOpen('in')}>{t.register.cashIn}</Menu.Item>
          <Menu.Item onClick={() => onOpen('out')}>{t.register.cashOut}</Menu.Item>
          <Menu.Item onClick={() => onOpen('x')}>{t.register.xReport}</Menu.Item>
          <Menu.Item onClick={() => onOpen('accountPayment')}>{creditText.till.accountPayment}</Menu.Item>
          <Menu.Item color="red" onClick={() => onOpen('close')}>
            {t.register.close}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {receiptPrinterSettings && (
        <ActionIcon variant="default" size="lg" aria-label={t.printer.open} onClick={() => onOpen('printer')}>
          <IconPrinter size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/**
 * The till's own bar, as a point of sale has in place of a shop's header and menu: the shop, the
 * page's heading, the open session and its controls, the way back to the dashboard and the account
 * menu (sign out). It wraps onto a second line on a phone.
 */
export function TillBar({
  session,
  onOpen,
}: {
  session: RegisterReport | undefined;
  onOpen: (dialog: SessionDialog) => void;
}) {
  return (
    <Box
      component="header"
      px="md"
      py="xs"
      bg="gray.0"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-between" align="center" gap="xs">
        <Group gap="sm" align="baseline" wrap="wrap" style={{ rowGap: 0 }}>
          <Text fw={700} c="safety.9">
            {SHOP_NAME}
          </Text>
          <Title order={1} size="h4">
            {t.title}
          </Title>
          {session && <Text fw={600}>{t.register.sessionOf(session.register, session.number)}</Text>}
        </Group>
        <Group gap="sm" wrap="wrap">
          {session && <SessionActions onOpen={onOpen} />}
          <Anchor component={Link} to={routes.dashboard} fw={600}>
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              {t.bar.backToDashboard}
            </Group>
          </Anchor>
          <UserMenu />
        </Group>
      </Group>
    </Box>
  );
}
