/** The foot of a dialog that sends something: why it could not (if so), then Cancel and its action. */
import type { ReactNode } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { common } from '@shared/strings/labels/common';
import { ApiError } from '../api/transport';

/**
 * A refusal in the dialog's own words: the server's sentence whatever its status (a dialog's
 * refusals, 403 and 503 included, say what to do), where a toast would generalise it.
 */
export const problemText = (error: unknown): string =>
  error instanceof ApiError ? error.message : String(error);

export function DialogActions({
  problem,
  busy,
  onCancel,
  children,
}: {
  /** The first rule broken, or the server's refusal, in words. */
  problem: string | null;
  busy: boolean;
  onCancel: () => void;
  /** The action's button. */
  children: ReactNode;
}) {
  return (
    <>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {common.cancel}
        </Button>
        {children}
      </Group>
    </>
  );
}
