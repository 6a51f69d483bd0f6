/**
 * A dialog that sends something: its fields, why it could not (if so), then Cancel and its action.
 * It cannot be closed while the action runs.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import { common } from '@shared/strings/labels/common';
import type { DialogAction } from './useDialogAction';

export function ActionDialog({
  opened = true,
  title,
  size,
  status: { problem, busy },
  onClose,
  action,
  children,
}: {
  opened?: boolean;
  title: ReactNode;
  size?: ModalProps['size'];
  /** Its action's problem, and whether it is running (useDialogAction). */
  status: Pick<DialogAction, 'problem' | 'busy'>;
  onClose: () => void;
  /** The action's button. */
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title={title} centered size={size}>
      <Stack gap="md">
        {children}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {common.cancel}
          </Button>
          {action}
        </Group>
      </Stack>
    </Modal>
  );
}
