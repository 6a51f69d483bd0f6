import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { landing } from '@shared/strings';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { Section } from '../../ui/Section';
import { ProductCard } from './ProductCard';

export const TOOLS_SECTION_ID = 'tools';

/** OUR TOOLS: the catalogue from `GET /`, a spinner while it loads, 3/2/1 columns. */
export function ToolsSection() {
  const products = useQuery({ queryKey: queryKeys.products, queryFn: api.products });
  let content;
  if (products.isPending) content = <PageLoader />;
  else if (products.isError)
    content = (
      <LoadError
        error={products.error}
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
      />
    );
  else if (products.data.length === 0)
    content = (
      <Text ta="center" c="dimmed">
        {landing.noTools}
      </Text>
    );
  else
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {products.data.map((product) => (
          <ProductCard key={product._id} product={product} />
        ))}
      </SimpleGrid>
    );
  return (
    <Section id={TOOLS_SECTION_ID} title={landing.ourTools} intro={landing.toolsIntro}>
      {content}
    </Section>
  );
}
