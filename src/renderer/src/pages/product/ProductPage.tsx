/**
 * `/product/{id}`: one tool's own page, public, for people and search engines: large picture, name,
 * price, stock, rating, the option picker of a tool with variants (`?variant=`; price and stock
 * follow it), the whole description, a quantity with Add to cart and Buy Now (the spec's purchase
 * page), and its reviews. The server renders it with the answer of `GET /product/{id}`
 * already in the query cache, and the app takes those elements over.
 */
import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Product, ProductPage as ProductPageData, Review, Variant } from '@shared/entities';
import { routes } from '@shared/routes';
import { shortOfMinimum, smallestOrder } from '@shared/stock';
import { fieldLabels } from '@shared/strings/labels/common';
import { shopping } from '@shared/strings/labels/shopping';
import { productPageText as t } from '@shared/strings/labels/productPage';
import { landing } from '@shared/strings/labels/storefront';
import { ReviewByline } from '../../reviews/ReviewByline';
import { Figure } from '../../ui/Figure';
import { QueryState } from '../../ui/QueryState';
import { usePageTitle } from '../../ui/usePageTitle';
import { NotFoundPage } from '../static/NotFoundPage';
import { notFound } from '@shared/strings/labels/shell';
import { BuyNowButton } from './BuyNowButton';
import { StockLine } from './StockLine';
import { useAddToCart } from './useAddToCart';
import { useHeldClick } from '../../ui/heldClicks';
import { TOOLS_SECTION_ID } from '../home/ToolsSection';
import { ProductDescription } from './ProductDescription';
import { ProductPicture } from './ProductPicture';
import { useProductPage } from './useProductPage';
import { useChosenVariant, VariantPicker } from './VariantPicker';
import { formatPrice } from '../../money';
import { AllTaxesIncluded } from '../../tax/TaxIncluded';

export function ProductPage() {
  const { page, missing } = useProductPage();
  // Set here for both: a child's title effect runs before its parent's, which would overwrite it.
  usePageTitle(missing ? notFound.title : page.data?.product.name);
  if (missing) return <NotFoundPage />;
  return (
    <Container py={{ base: 'lg', md: 48 }}>
      <QueryState query={page}>{(data) => <ProductView {...data} />}</QueryState>
    </Container>
  );
}

function ProductView({ product, categoryTrail, reviews }: ProductPageData) {
  const [variant, addressOf] = useChosenVariant(product);
  const stock = { minimumOrder: product.minimumOrder, availableQuantity: variant.availableQuantity };
  return (
    <Stack gap="xl">
      <Breadcrumb trail={categoryTrail} name={product.name} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Card withBorder padding={0} radius="md" bg="gray.0">
          <ProductPicture product={product} fit="contain" fetchPriority="high" />
        </Card>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {product.name}
            </Title>
            {product.rating && (
              <Text c="dimmed" aria-label={landing.ratingOf(product.rating.average, product.rating.count)}>
                {landing.rating(product.rating.average, product.rating.count)}
              </Text>
            )}
          </div>
          <Text fw={800} fz={28} c="safety.7" data-testid="variant-price">
            {landing.price(formatPrice(variant.price))}
          </Text>
          <AllTaxesIncluded mt={-12} testId="price-tax-note" />
          <VariantPicker product={product} chosen={variant} addressOf={addressOf} />
          <StockLine stock={stock} />
          <Group gap="xl">
            <Figure label={fieldLabels.minimumOrder}>{product.minimumOrder}</Figure>
            <Figure label={fieldLabels.available}>{variant.availableQuantity}</Figure>
          </Group>
          {!shortOfMinimum(stock) && <BuyControls key={variant._id} product={product} variant={variant} />}
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t.description}
            </Title>
            <ProductDescription description={product.description} />
          </Stack>
        </Stack>
      </SimpleGrid>
      <Reviews reviews={reviews} />
    </Stack>
  );
}

/**
 * Home, then the tool's category and those above it (the landing's OUR TOOLS, for a tool under
 * none), then the tool. A Group rather than Mantine's Breadcrumbs: the first paint carries the
 * landing page's styles only.
 */
function Breadcrumb({ trail, name }: { trail: ProductPageData['categoryTrail']; name: string }) {
  const steps = trail.length
    ? trail.map((category) => ({ to: routes.category(category.slug), label: category.name }))
    : [{ to: `${routes.home}#${TOOLS_SECTION_ID}`, label: landing.ourTools }];
  return (
    <Group component="nav" aria-label={t.breadcrumb} gap={6} fz="sm">
      {[{ to: routes.home, label: t.home }, ...steps].map((step) => (
        <Fragment key={step.to}>
          <Anchor component={Link} to={step.to} size="sm">
            {step.label}
          </Anchor>
          <span aria-hidden>›</span>
        </Fragment>
      ))}
      <Text size="sm" aria-current="page" style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
    </Group>
  );
}

/**
 * A quantity (from the minimum order up to the variant's stock), then Add to cart, or Buy Now on the
 * purchase page (with the variant chosen).
 */
function BuyControls({ product, variant }: { product: Product; variant: Variant }) {
  const adding = useAddToCart(product);
  const least = smallestOrder(product.minimumOrder);
  const [quantity, setQuantity] = useState<number>(least);
  const add = useHeldClick(`add-${variant._id}`, () => void adding.add(variant, quantity));
  return (
    <Group align="flex-end" gap="sm">
      <NumberInput
        label={t.quantity}
        min={least}
        max={variant.availableQuantity}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="blur"
        value={quantity}
        onChange={(value) => setQuantity(Math.max(least, Number(value) || least))}
        w={120}
      />
      <Button variant="outline" {...add} loading={adding.busy}>
        {shopping.addToCart}
      </Button>
      <BuyNowButton product={product} variant={variant} />
    </Group>
  );
}

function Reviews({ reviews }: { reviews: Review[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="product-reviews">
      <Title order={2} size="h3" id="product-reviews">
        {t.reviews}
      </Title>
      {reviews.length === 0 ? (
        <Text c="dimmed">{t.noReviews}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {reviews.map((review) => (
            <Card key={review._id} withBorder radius="md" component="article">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <ReviewByline review={review} dateSize="sm" />
                <Text aria-label={landing.ratingLabel(review.rating)} c="safety.7" fw={700}>
                  {'★'.repeat(review.rating)}
                  {'☆'.repeat(5 - review.rating)}
                </Text>
              </Group>
              {review.verified && (
                // Text, not a Badge: the first paint carries the landing page's styles only.
                <Text
                  size="xs"
                  fw={700}
                  c="dark.8"
                  bg="green.0"
                  px={8}
                  py={2}
                  bdrs="sm"
                  mt="xs"
                  w="fit-content"
                >
                  {t.verifiedBuyer}
                </Text>
              )}
              <Text mt="xs" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {review.review}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
