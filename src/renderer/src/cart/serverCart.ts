/** The signed-in customer's cart as the server keeps it: one cached answer, which every change replaces. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../api/client';
import { queryKeys } from '../api/queryKeys';

export const serverCartQuery = queryOptions({ queryKey: queryKeys.cart, queryFn: () => call('getCart') });

/** After an order (it takes its tools out of the cart) or a refusal that may have changed the lines. */
export const refreshCart = (client: QueryClient): Promise<void> =>
  client.invalidateQueries({ queryKey: queryKeys.cart });
