import { useQueryClient } from '@tanstack/react-query';
import type { Product, Variant } from '@shared/entities';
import { useBusy } from '../../ui/useBusy';

/**
 * Add to cart for one product's variant, busy while it is added. The cart's code is loaded on the
 * first click rather than with the landing page.
 */
export function useAddToCart(product: Product): {
  add: (variant: Variant, quantity: number) => Promise<void>;
  busy: boolean;
} {
  const queryClient = useQueryClient();
  const adding = useBusy();
  const add = (variant: Variant, quantity: number) =>
    adding.run(async () =>
      (await import('../../cart/addToCart')).addToCart(queryClient, product, variant, quantity),
    );
  return { add, busy: adding.busy };
}
