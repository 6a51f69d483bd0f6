import { memo, Suspense } from 'react';
import { Anchor, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Product, Variant } from '@shared/entities';
import { routes } from '@shared/routes';
import { productStock, shortOfMinimum, smallestOrder } from '@shared/stock';
import { fieldLabels } from '@shared/strings/labels/common';
import { shopping } from '@shared/strings/labels/shopping';
import { landing } from '@shared/strings/labels/storefront';
import { currentTransport } from '../../api/client';
import { Figure } from '../../ui/Figure';
import { BuyNowButton } from '../product/BuyNowButton';
import { StockLine } from '../product/StockLine';
import { useHeldClick } from '../../ui/heldClicks';
import { useAddToCart } from '../product/useAddToCart';
import { lazyExport } from '../../ui/lazyExport';
import { formatPrice } from '../../money';

// Only a description with markup in it needs reading: the reader is not part of the landing's first load.
const DescriptionWords = lazyExport(() => import('./DescriptionWords'), 'DescriptionWords');

/**
 * One tool: image, name, description, price, minimum order, stock, and Buy Now and Add to cart
 * (its minimum order, at least one) unless sold out. With `variant` (a search for its SKU or
 * barcode), that variant: its options, price and stock, its links to the page with it chosen. Drawn
 * again only when its product changes: the grid grows a batch at a time (../../ui/useGrowingCount).
 */
export const ProductCard = memo(function ProductCard({
  product,
  variant,
  firstRow = false,
}: {
  product: Product;
  /** One of the product's variants: the one the search's code named. */
  variant?: Variant;
  /** In the grid's first row, as a page opens: its picture is likely the largest paint, so fetched at once. */
  firstRow?: boolean;
}) {
  const titleId = `product-${product._id}`;
  const stock = variant
    ? { minimumOrder: product.minimumOrder, availableQuantity: variant.availableQuantity }
    : productStock(product);
  const soldOut = shortOfMinimum(stock);
  const page = variant ? routes.productVariant(product._id, variant._id) : routes.product(product._id);
  const adding = useAddToCart(product);
  // A tool in several variants is added from its page, where one is chosen, unless the card shows one.
  const only = variant ?? (product.variants.length === 1 ? product.variants[0] : undefined);
  const addOnly = useHeldClick(`add-${product._id}`, () => {
    if (only) void adding.add(only, smallestOrder(product.minimumOrder));
  });
  return (
    <Card component="article" aria-labelledby={titleId} shadow="xs" h="100%">
      {product.img ? (
        // Out of the tab order: the name's link just below goes to the same page.
        <Card.Section bg="gray.0" component={Link} to={page} tabIndex={-1}>
          <Image
            src={currentTransport().assetUrl(product.img)}
            alt={product.name}
            h={230}
            fit="cover"
            loading={firstRow ? 'eager' : 'lazy'}
            fetchPriority={firstRow ? 'high' : undefined}
          />
        </Card.Section>
      ) : (
        // A tool without a picture (an import may bring one) keeps the picture's room, not a broken image.
        <Card.Section bg="gray.0" h={230} />
      )}
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Stack gap={2}>
          <Title order={3} id={titleId} fz="lg" lh={1.3}>
            <Anchor component={Link} to={page} c="inherit" inherit>
              {product.name}
            </Anchor>
          </Title>
          {variant?.title && (
            <Text size="sm" fw={600}>
              {variant.title}
            </Text>
          )}
          {product.rating && (
            <Text
              size="sm"
              c="dimmed"
              aria-label={landing.ratingOf(product.rating.average, product.rating.count)}
            >
              {landing.rating(product.rating.average, product.rating.count)}
            </Text>
          )}
          <Text fw={800} fz="xl" c="safety.7">
            {landing.price(formatPrice(variant?.price ?? product.price))}
          </Text>
        </Stack>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {product.description.includes('<') ? (
            <Suspense>
              <DescriptionWords description={product.description} />
            </Suspense>
          ) : (
            product.description
          )}
        </Text>
        <Group gap="xl" mt="auto">
          <Figure label={fieldLabels.minimumOrder}>{product.minimumOrder}</Figure>
          <Figure label={fieldLabels.available}>{stock.availableQuantity}</Figure>
        </Group>
        {soldOut ? (
          <StockLine stock={stock} />
        ) : (
          <Group gap="xs" mt="xs" grow preventGrowOverflow={false}>
            <BuyNowButton product={product} variant={variant} />
            {only ? (
              <Button
                variant="outline"
                {...addOnly}
                loading={adding.busy}
                aria-label={shopping.addToCartFor(product.name)}
              >
                {shopping.addToCart}
              </Button>
            ) : (
              <Button
                variant="outline"
                component={Link}
                to={page}
                aria-label={shopping.chooseOptionsFor(product.name)}
              >
                {shopping.chooseOptions}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
});
