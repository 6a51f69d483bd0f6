import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** The question, and what the action will do. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Red for what cannot be undone. */
  danger?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that changes something for good (delete, cancel, promote, demote). */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={() => !busy && onCancel()} title={title} centered>
      <Text component="div" mb="lg">
        {children}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button color={danger ? 'red' : undefined} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
