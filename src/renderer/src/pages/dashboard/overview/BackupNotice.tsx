import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dashboardText } from '@shared/strings/labels/dashboard';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useShopDates } from '../../../shopDates';

const text = dashboardText.overview;

/**
 * The overview's word on backups of the embedded database: when the last one was taken, or a
 * warning when the last attempt failed or none is recent. Nothing on PostgreSQL, whose backups
 * are its operator's.
 */
export function BackupNotice() {
  const { data: status } = useQuery({ queryKey: queryKeys.backups, queryFn: () => call('backupStatus') });
  const dates = useShopDates();
  if (!status?.enabled) return null;
  const failedLast =
    status.failedAt !== null &&
    (status.lastAt === null || Date.parse(status.failedAt) > Date.parse(status.lastAt));
  if (failedLast) {
    return (
      <Alert
        color="red"
        mb="md"
        title={text.backupFailed(dates.dateTime(status.failedAt!), status.error ?? '')}
      />
    );
  }
  if (status.stale) {
    return (
      <Alert
        color="yellow"
        mb="md"
        title={text.backupStale(status.lastAt && dates.dateTime(status.lastAt))}
      />
    );
  }
  return (
    <Text size="sm" c="dimmed" mb="md">
      {text.backupDone(dates.dateTime(status.lastAt!), ((status.lastBytes ?? 0) / 1_048_576).toFixed(1))}
    </Text>
  );
}
