/**
 * `/search?q=` and `/category/{slug}` (docs/search.md): one page of `GET /search`, its filters
 * (category, brand, price, in stock), sort and page kept in the address, so a result is a link. The
 * server renders it with the answers already in the query cache, and the app takes it over.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Checkbox,
  Collapse,
  Container,
  Grid,
  Group,
  NativeSelect,
  Pagination,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Category, SearchFacets, SearchResult } from '@shared/catalogueSchemas';
import type { Product, Variant } from '@shared/entities';
import { SEARCH_SORTS } from '@shared/searchTerms';
import { routes } from '@shared/routes';
import { searchAddressOf, searchRequestOf, type SearchRequest } from '@shared/searchAddress';
import { browse } from '@shared/strings/labels/browse';
import { notFound } from '@shared/strings/labels/shell';
import { call } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { MoneyInput } from '../../ui/MoneyInput';
import { QueryState } from '../../ui/QueryState';
import { usePageTitle } from '../../ui/usePageTitle';
import { ProductCard } from '../home/ProductCard';
import { NotFoundPage } from '../static/NotFoundPage';
import { facetTree, trailOf } from '@shared/categoryTree';
import { CategoryTree } from './CategoryTree';
import { shopCurrencySign } from '../../money';

const GRID_COLUMNS = { base: 1, sm: 2 };
/** The cards of the grid's first row at its widest. */
const FIRST_ROW = Math.max(...Object.values(GRID_COLUMNS));

export const categoriesQuery = { queryKey: queryKeys.categories, queryFn: () => call('listCategories') };

/** The page's heading: the category's name, the words searched, or all tools. */
function headingOf(request: SearchRequest, trail: readonly Category[]): string {
  const category = trail.at(-1);
  if (category) return request.q ? `${category.name}: ${browse.resultsFor(request.q)}` : category.name;
  return request.q ? browse.resultsFor(request.q) : browse.allTools;
}

export function BrowsePage() {
  const { slug } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const request = searchRequestOf(params, slug);
  const categories = useQuery(categoriesQuery);
  const results = useQuery({
    queryKey: queryKeys.search(request),
    queryFn: () => call('searchProducts', { query: { ...request, page: Number(request.page ?? 1) } }),
    placeholderData: keepPreviousData,
  });
  const trail = trailOf(categories.data ?? [], request.category);
  const unknownCategory = slug !== undefined && categories.isSuccess && trail.length === 0;
  const heading = headingOf(request, trail);
  usePageTitle(unknownCategory ? notFound.title : heading);
  if (unknownCategory) return <NotFoundPage />;

  /** Goes to the same search with `changes`; any change but the page's starts again at page 1. */
  const go = (changes: SearchRequest) =>
    navigate(searchAddressOf({ ...request, page: undefined, ...changes }));

  return (
    <Container py={{ base: 'lg', md: 40 }}>
      <Breadcrumbs separator="›" mb="xs" fz="sm">
        <Anchor component={Link} to={routes.home}>
          {browse.home}
        </Anchor>
        {trail.length === 0 ? (
          <Text span fz="sm" aria-current="page">
            {browse.search}
          </Text>
        ) : (
          trail.map((category, i) =>
            i === trail.length - 1 ? (
              <Text span fz="sm" key={category._id} aria-current="page">
                {category.name}
              </Text>
            ) : (
              <Anchor component={Link} to={routes.category(category.slug)} key={category._id}>
                {category.name}
              </Anchor>
            ),
          )
        )}
      </Breadcrumbs>
      <Title order={1} size="h2" mb="lg">
        {heading}
      </Title>
      <QueryState query={results}>
        {(result) => (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Filters request={request} result={result} go={go} categories={categories.data ?? []} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }}>
              <Results request={request} result={result} go={go} />
            </Grid.Col>
          </Grid>
        )}
      </QueryState>
    </Container>
  );
}

interface PartProps {
  request: SearchRequest;
  result: SearchResult;
  go: (changes: SearchRequest) => void;
}

/** The filters also need the category tree, to show the matches' categories inside their parents. */
type FilterProps = PartProps & { categories: readonly Category[] };

/** The filters: shown beside the results on wide screens, behind a button on narrow ones. */
function Filters(props: FilterProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        hiddenFrom="md"
        fullWidth
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
      >
        {browse.filters}
      </Button>
      <Box hiddenFrom="md">
        <Collapse expanded={open}>
          <Box pt="md">
            <FilterFields {...props} />
          </Box>
        </Collapse>
      </Box>
      <Box visibleFrom="md">
        <FilterFields {...props} />
      </Box>
    </>
  );
}

function FilterFields({ request, result, go, categories }: FilterProps) {
  const { facets } = result;
  const filtered =
    request.category || request.brand || request.minPrice || request.maxPrice || request.inStock;
  return (
    <Stack gap="lg">
      {facets && facets.categories.length > 0 && (
        <Box component="nav" aria-label={browse.category}>
          <Text fw={700} mb={6}>
            {browse.category}
          </Text>
          <CategoryTree
            branches={facetTree(categories, facets.categories)}
            link={(category) => (
              <Anchor
                component={Link}
                to={searchAddressOf({ ...request, page: undefined, category: category.slug })}
                fw={category.slug === request.category ? 700 : 400}
                aria-current={category.slug === request.category ? 'page' : undefined}
                fz="sm"
              >
                {category.name} ({category.count})
              </Anchor>
            )}
          />
        </Box>
      )}
      {facets && facets.brands.length > 0 && (
        <Radio.Group
          label={browse.brand}
          value={request.brand ?? ''}
          onChange={(brand) => go({ brand: brand || undefined })}
        >
          <Stack gap={6} mt={6}>
            <Radio value="" label={browse.anyBrand} />
            {facets.brands.map((brand) => (
              <Radio key={brand.name} value={brand.name} label={`${brand.name} (${brand.count})`} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <PriceFilter request={request} result={result} go={go} />
      <Checkbox
        label={browse.inStockOnly}
        checked={request.inStock === 'true'}
        onChange={(event) => go({ inStock: event.currentTarget.checked ? 'true' : undefined })}
      />
      {filtered && (
        <Anchor component={Link} to={searchAddressOf({ q: request.q, sort: request.sort })} fz="sm">
          {browse.clearFilters}
        </Anchor>
      )}
    </Stack>
  );
}

/** The price filter's two ends: each one's label, and how the catalogue's own end rounds out to whole dollars. */
const PRICE_ENDS = {
  min: { label: browse.minPrice, round: Math.floor },
  max: { label: browse.maxPrice, round: Math.ceil },
};

/** One end of the price filter, with the catalogue's own end of its prices as its placeholder. */
function PriceBound({
  end,
  shopPrices,
  value,
  onChange,
}: {
  end: keyof typeof PRICE_ENDS;
  shopPrices: SearchFacets['price'] | undefined;
  value: string | number;
  onChange: (value: string | number) => void;
}) {
  const { label, round } = PRICE_ENDS[end];
  const shopEnd = shopPrices?.[end] ?? null;
  return (
    <MoneyInput
      label={label}
      leftSection={shopCurrencySign()}
      placeholder={shopEnd === null ? undefined : String(round(shopEnd))}
      value={value}
      onChange={onChange}
    />
  );
}

function PriceFilter({ request, result, go }: PartProps) {
  const [min, setMin] = useState<string | number>(request.minPrice ?? '');
  const [max, setMax] = useState<string | number>(request.maxPrice ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ minPrice: min === '' ? undefined : String(min), maxPrice: max === '' ? undefined : String(max) });
  };
  const price = result.facets?.price;
  return (
    <Box component="form" onSubmit={submit}>
      <Text fw={700} mb={6}>
        {browse.price}
      </Text>
      <Group gap="xs" grow wrap="nowrap">
        <PriceBound end="min" shopPrices={price} value={min} onChange={setMin} />
        <PriceBound end="max" shopPrices={price} value={max} onChange={setMax} />
      </Group>
      <Button type="submit" variant="light" size="xs" mt="xs">
        {browse.applyPrice}
      </Button>
    </Box>
  );
}

/** The variant of `product` whose SKU or barcode was searched, if it is one of its. */
const matchedVariantOf = (result: SearchResult, product: Product): Variant | undefined =>
  result.matchedVariant?.productId === product._id
    ? product.variants.find((variant) => variant._id === result.matchedVariant?.variantId)
    : undefined;

function Results({ request, result, go }: PartProps) {
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        {/* The grid's heading: the cards' names are a level below it. */}
        <Title order={2} size="h5" fw={600} c="dimmed" aria-live="polite">
          {browse.resultCount(result.total)}
        </Title>
        <NativeSelect
          label={browse.sortBy}
          value={request.sort ?? 'relevance'}
          data={SEARCH_SORTS.map((sort) => ({ value: sort, label: browse.sorts[sort] }))}
          onChange={(event: ChangeEvent<HTMLSelectElement>) =>
            go({
              sort: SEARCH_SORTS.find((sort) => sort === event.currentTarget.value && sort !== 'relevance'),
            })
          }
          w={220}
        />
      </Group>
      {result.items.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {browse.noResults}
        </Text>
      ) : (
        <SimpleGrid cols={GRID_COLUMNS} spacing="lg">
          {result.items.map((product, index) => (
            <ProductCard
              key={product._id}
              product={product}
              variant={matchedVariantOf(result, product)}
              firstRow={index < FIRST_ROW}
            />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center" component="nav" aria-label={browse.pages}>
          <Pagination
            total={pages}
            value={result.page}
            onChange={(page) => go({ page: page === 1 ? undefined : String(page) })}
          />
        </Group>
      )}
    </Stack>
  );
}
