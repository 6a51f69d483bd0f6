/**
 * A dialog that sends something: its fields, why it could not (if so), then Cancel and its action's
 * button, which shows the action running. It cannot be closed while the action runs.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, type MantineColor, type ModalProps } from '@mantine/core';
import { common } from '@shared/strings/labels/common';
import type { DialogAction } from './useDialogAction';

export interface ActionDialogProps {
  opened?: boolean;
  title: ReactNode;
  size?: ModalProps['size'];
  /** Its action's problem, and whether it is running (useDialogAction). */
  status: Pick<DialogAction, 'problem' | 'busy'>;
  onClose: () => void;
  /**
   * The action's button: what it says, and what a click does or the id of the form it submits (the
   * dialog's fields in a form of their own).
   */
  action: { label: ReactNode; onClick?: () => void; form?: string; color?: MantineColor; disabled?: boolean };
  children: ReactNode;
}

export function ActionDialog({
  opened = true,
  title,
  size,
  status: { problem, busy },
  onClose,
  action,
  children,
}: ActionDialogProps) {
  const { label, form, ...button } = action;
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
          <Button type={form ? 'submit' : 'button'} form={form} loading={busy} {...button}>
            {label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
