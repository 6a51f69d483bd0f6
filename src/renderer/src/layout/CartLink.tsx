import { Button } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { routes } from '@shared/routes';
import { shopping } from '@shared/strings/labels/shopping';

/** The header's way to the cart, with how many units it holds (null while that is not known yet). */
export function CartLink({ units }: { units: number | null }) {
  const here = useLocation().pathname === routes.cart;
  return (
    <Button
      component={Link}
      to={routes.cart}
      variant={here ? 'light' : 'subtle'}
      color="dark"
      px={8}
      leftSection={<IconShoppingCart size={22} aria-hidden />}
      aria-label={shopping.cartButton(units)}
      aria-current={here ? 'page' : undefined}
    >
      {units}
    </Button>
  );
}
