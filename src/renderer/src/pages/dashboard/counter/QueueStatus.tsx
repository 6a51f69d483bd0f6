import { Alert } from '@mantine/core';
import { counterText } from '@shared/strings/labels/counterScreen';
import type { SaleQueueCounts } from './useSaleQueue';

const t = counterText.queue;

/** The desktop's offline queue: sales waiting for the server, and sales it refused that an admin must see. */
export function QueueStatus({ waiting, held }: SaleQueueCounts) {
  return (
    <>
      {waiting > 0 && (
        <Alert color="yellow" variant="light" role="status" title={t.waiting(waiting)}>
          {t.offline}
        </Alert>
      )}
      {held > 0 && (
        <Alert color="red" variant="light" role="alert">
          {t.held(held)}
        </Alert>
      )}
    </>
  );
}
