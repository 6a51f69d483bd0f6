import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { RegisterReport } from '@shared/counterSchemas';
import { counterText } from '@shared/strings/labels/counterScreen';
import { receiptPrinterSettings } from '../../../api/counterSale';
import type { SessionDialog } from './SessionDialogs';

const t = counterText;

/** The top of the sale screen: which register's session this is, Return, the Register menu and (desktop) the printer. */
export function SessionBar({
  session,
  onOpen,
}: {
  session: RegisterReport;
  onOpen: (dialog: SessionDialog) => void;
}) {
  return (
    <Group justify="space-between" align="center" wrap="wrap">
      <Text fw={600}>{t.register.sessionOf(session.register, session.number)}</Text>
      <Group gap="xs">
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
            <Menu.Item color="red" onClick={() => onOpen('close')}>
              {t.register.close}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        {receiptPrinterSettings && (
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t.printer.open}
            onClick={() => onOpen('printer')}
          >
            <IconPrinter size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}
