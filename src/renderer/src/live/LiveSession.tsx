import { ConnectionIndicator } from '../layout/ConnectionIndicator';
import { useOrderNotificationClicks } from '../layout/useOrderNotificationClicks';
import { useLiveEvents } from './useLiveEvents';

/**
 * What a signed-in session adds to every page: the live event stream that keeps screens current,
 * the banner saying when it is down, and (desktop) opening the order a notification names. Loaded
 * only once someone signs in, so a visitor's first load carries none of it.
 */
export function LiveSession() {
  useLiveEvents();
  useOrderNotificationClicks();
  return <ConnectionIndicator />;
}
