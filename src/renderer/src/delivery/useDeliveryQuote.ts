/**
 * The delivery charge of what is about to be ordered, asked of the server (the same rule charges
 * the order) as soon as the address has a country, and again as its city is typed (once typing pauses).
 */
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { queryKeys } from '../api/queryKeys';

export function useDeliveryQuote(
  lines: readonly { productId: string; variantId?: string; quantity: number }[],
  address: { country: string; city: string },
) {
  const [city] = useDebouncedValue(address.city.trim(), 400);
  const request = {
    lines: lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
    country: address.country,
    city,
  };
  return useQuery({
    queryKey: queryKeys.shippingQuote(request),
    queryFn: () => call('shippingQuote', { body: request }),
    enabled: request.country !== '' && request.lines.length > 0,
    placeholderData: keepPreviousData,
  });
}
