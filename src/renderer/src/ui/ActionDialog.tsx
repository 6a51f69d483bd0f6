/**
 * A dialog that sends something: its fields, why it could not (if so), then Cancel and its action.
 * It cannot be closed while the action runs.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import { common } from '@shared/strings/labels/common';
import { ApiError } from '../api/transport';

/**
 * A refusal in the dialog's own words: the server's sentence whatever its status (a dialog's
 * refusals, 403 and 503 included, say what to do), where a toast would generalise it.
 */
export const problemText = (error: unknown): string =>
  error instanceof ApiError ? error.message : String(error);

export function ActionDialog({
  opened = true,
  title,
  size,
  problem,
  busy,
  onClose,
  action,
  children,
}: {
  opened?: boolean;
  title: ReactNode;
  size?: ModalProps['size'];
  /** The first rule broken, or the server's refusal, in words. */
  problem: string | null;
  busy: boolean;
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
