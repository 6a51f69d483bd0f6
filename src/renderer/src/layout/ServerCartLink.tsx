import { useQuery } from '@tanstack/react-query';
import { serverCartQuery } from '../cart/serverCart';
import { CartLink } from './CartLink';

/** The cart link once signed in: it counts the server's cart. */
export function ServerCartLink() {
  const cart = useQuery(serverCartQuery);
  return <CartLink units={cart.data?.count ?? null} />;
}
