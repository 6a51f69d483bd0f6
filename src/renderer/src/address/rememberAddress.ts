import type { Order } from '@shared/entities';
import { shippingOf } from '@shared/schemas';
import { useSession } from '../stores/session';

/** The server keeps an order's address as the customer's own: so does the session, for the next form. */
export function rememberAddress(order: Order): void {
  const { user, setUser } = useSession.getState();
  if (user) setUser({ ...user, address: shippingOf(order) });
}
