import { useEffect } from 'react';
import { Alert } from '@mantine/core';
import { IconPlugConnected, IconPlugConnectedX } from '@tabler/icons-react';
import { connectionText } from '@shared/strings/labels/shell';
import { useConnection } from '../stores/connection';

/** How long "back online" stays up after the connection returns. */
const BACK_ONLINE_MS = 4000;

/**
 * A thin banner under the header while the live connection is down, and briefly once it is back.
 * It lives in a polite live region, so screen readers hear both changes without losing focus.
 */
export function ConnectionIndicator() {
  const status = useConnection((s) => s.status);
  const recovered = useConnection((s) => s.recovered);
  const acknowledgeRecovery = useConnection((s) => s.acknowledgeRecovery);

  useEffect(() => {
    if (!recovered) return undefined;
    const timer = setTimeout(acknowledgeRecovery, BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [recovered, acknowledgeRecovery]);

  const down = status === 'offline' || status === 'unauthorized';
  return (
    <div role="status" aria-live="polite" data-screen-only>
      {down && (
        <Alert
          radius={0}
          color={status === 'offline' ? 'red' : 'yellow'}
          icon={<IconPlugConnectedX size={18} aria-hidden />}
          py={6}
        >
          {status === 'offline' ? connectionText.offline : connectionText.unauthorized}
        </Alert>
      )}
      {recovered && !down && (
        <Alert radius={0} color="green" icon={<IconPlugConnected size={18} aria-hidden />} py={6}>
          {connectionText.backOnline}
        </Alert>
      )}
    </div>
  );
}
