import { useDeferredValue } from 'react';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LANDING_TOOLS } from '@shared/searchTerms';
import type { Product } from '@shared/entities';
import { routes } from '@shared/routes';
import { searchBox } from '@shared/strings/labels/searchBox';
import { landingCopy } from '@shared/strings/content/landing';
import { landing } from '@shared/strings/labels/storefront';
import { call } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { PageLoader } from '../../ui/PageLoader';
import { QueryState } from '../../ui/QueryState';
import { Section } from '../../ui/Section';
import { useGrowingCount } from '../../ui/useGrowingCount';
import { ProductCard } from './ProductCard';

export const TOOLS_SECTION_ID = 'tools';

const GRID_COLUMNS = { base: 1, sm: 2, md: 3 };
const SKELETON_CARDS = 6;
/** Cards added to the grid per task: a catalogue of hundreds would otherwise be one long task. */
const CARDS_PER_BATCH = 6;

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

/**
 * OUR TOOLS: the first page of `GET /search` (never the whole catalogue), a spinner while it loads,
 * 3/2/1 columns, and "See all tools" for the rest.
 */
export function ToolsSection() {
  // The cards render in the background, in slices that leave the page free to answer input, while
  // the skeleton stays up.
  const firstPage = useQuery({
    queryKey: queryKeys.search(LANDING_TOOLS),
    queryFn: () => call('searchProducts', { query: { page: 1, ...LANDING_TOOLS } }),
  });
  const tools = useDeferredValue(firstPage);
  return (
    <Section id={TOOLS_SECTION_ID} title={landing.ourTools} intro={landingCopy.toolsIntro}>
      <QueryState
        query={tools}
        loading={<ToolsSkeleton />}
        empty={
          <Text ta="center" c="dimmed">
            {landing.noTools}
          </Text>
        }
      >
        {(result) => <ToolsGrid tools={result.items} />}
      </QueryState>
    </Section>
  );
}

function ToolsGrid({ tools }: { tools: Product[] }) {
  const shown = useGrowingCount(tools.length, CARDS_PER_BATCH);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={GRID_COLUMNS} spacing="lg">
        {tools.slice(0, shown).map((product) => (
          <ProductCard key={product._id} product={product} />
        ))}
      </SimpleGrid>
      <Group justify="center">
        <Button component={Link} to={routes.search} variant="outline" size="md">
          {searchBox.seeAllTools}
        </Button>
      </Group>
    </Stack>
  );
}
