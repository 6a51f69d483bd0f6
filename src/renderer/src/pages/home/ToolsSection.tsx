import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { landing } from '@shared/strings';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { QueryState } from '../../ui/QueryState';
import { Section } from '../../ui/Section';
import { ProductCard } from './ProductCard';

export const TOOLS_SECTION_ID = 'tools';

/** OUR TOOLS: the catalogue from `GET /`, a spinner while it loads, 3/2/1 columns. */
export function ToolsSection() {
  const products = useQuery({ queryKey: queryKeys.products, queryFn: api.products });
  return (
    <Section id={TOOLS_SECTION_ID} title={landing.ourTools} intro={landing.toolsIntro}>
      <QueryState
        query={products}
        empty={
          <Text ta="center" c="dimmed">
            {landing.noTools}
          </Text>
        }
      >
        {(tools) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {tools.map((product) => (
              <ProductCard key={product._id} product={product} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Section>
  );
}
