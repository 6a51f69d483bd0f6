import { useDeferredValue, useState, type ChangeEvent } from 'react';
import { Card, Group, Input, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@shared/entities';
import { landingCopy } from '@shared/strings/content/landing';
import { landing } from '@shared/strings/labels/storefront';
import { call } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { PageLoader } from '../../ui/PageLoader';
import { QueryState } from '../../ui/QueryState';
import { Section } from '../../ui/Section';
import { useGrowingCount } from '../../ui/useGrowingCount';
import { ProductCard } from './ProductCard';
import { findTools, TOOL_SORTS } from './toolFilters';

export const TOOLS_SECTION_ID = 'tools';

const GRID_COLUMNS = { base: 1, sm: 2, md: 3 };
const SKELETON_CARDS = 6;
/** Cards added to the grid per task: a catalogue of hundreds would otherwise be one long task. */
const CARDS_PER_BATCH = 6;
const SORT_ID = 'tools-sort';

/**
 * While the catalogue loads: the spec's spinner over the grid's shape (cards of a product card's
 * size), so the page does not jump when the tools arrive.
 */
function ToolsSkeleton() {
  return (
    <Stack gap="lg">
      <PageLoader minHeight={48} />
      <SimpleGrid cols={GRID_COLUMNS} spacing="lg" aria-hidden>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <Card key={i} shadow="xs" h={520}>
            <Card.Section>
              <Skeleton h={230} radius={0} />
            </Card.Section>
            <Skeleton h={22} mt="md" w="70%" />
            <Skeleton h={26} mt="sm" w="40%" />
            <Skeleton h={60} mt="sm" />
            <Skeleton h={36} mt="auto" />
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** OUR TOOLS: the catalogue from `GET /`, a spinner while it loads, 3/2/1 columns. */
export function ToolsSection() {
  // The catalogue's cards render in the background, in slices that leave the page free to answer
  // input, while the skeleton stays up: a whole catalogue at once is the landing page's longest task.
  const catalogue = useQuery({ queryKey: queryKeys.products, queryFn: () => call('listProducts') });
  const products = useDeferredValue(catalogue);
  return (
    <Section id={TOOLS_SECTION_ID} title={landing.ourTools} intro={landingCopy.toolsIntro}>
      <QueryState
        query={products}
        loading={<ToolsSkeleton />}
        empty={
          <Text ta="center" c="dimmed">
            {landing.noTools}
          </Text>
        }
      >
        {(catalogue) => <ToolsGrid catalogue={catalogue} />}
      </QueryState>
    </Section>
  );
}

/** The grid with a search box and a sort above it. */
function ToolsGrid({ catalogue }: { catalogue: Product[] }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(TOOL_SORTS[0].value);
  const tools = findTools(catalogue, search, sort);
  const shown = useGrowingCount(tools.length, CARDS_PER_BATCH);
  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={landing.searchTools}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        {/* A plain select on Mantine's Input: the landing page's first load carries no NativeSelect. */}
        <Input.Wrapper label={landing.sortTools} id={SORT_ID} style={{ flex: '0 1 220px' }}>
          <Input
            component="select"
            id={SORT_ID}
            value={sort}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => setSort(event.currentTarget.value)}
          >
            {TOOL_SORTS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Input>
        </Input.Wrapper>
      </Group>
      {search.trim() !== '' && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {landing.matchCount(tools.length, catalogue.length)}
        </Text>
      )}
      {tools.length === 0 ? (
        <Text ta="center" c="dimmed">
          {landing.noMatch}
        </Text>
      ) : (
        <SimpleGrid cols={GRID_COLUMNS} spacing="lg">
          {tools.slice(0, shown).map((product) => (
            <ProductCard key={product._id} product={product} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
