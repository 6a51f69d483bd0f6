/** `/category`: the categories with tools for sale, as a tree of links with their product counts, to browse from. */
import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Category } from '@shared/catalogueSchemas';
import { stockedTree } from '@shared/categoryTree';
import { routes } from '@shared/routes';
import { browse } from '@shared/strings/labels/browse';
import { QueryState } from '../../ui/QueryState';
import { usePageTitle } from '../../ui/usePageTitle';
import { categoriesQuery } from './BrowsePage';
import { CategoryTree } from './CategoryTree';

/** A category's link and count; a top-level one takes its heading's size. */
function CategoryLink({ category, inHeading = false }: { category: Category; inHeading?: boolean }) {
  return (
    <Anchor component={Link} to={routes.category(category.slug)} inherit={inHeading}>
      {category.name}{' '}
      <Text span c="dimmed" fz="sm">
        ({category.productCount})
      </Text>
    </Anchor>
  );
}

export function CategoriesPage() {
  const categories = useQuery(categoriesQuery);
  usePageTitle(browse.allCategories);
  return (
    <Container py={{ base: 'lg', md: 40 }}>
      <Title order={1} size="h2" mb="lg">
        {browse.allCategories}
      </Title>
      <QueryState query={categories} empty={<Text c="dimmed">{browse.noResults}</Text>}>
        {(list) => (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
              {stockedTree(list).map((top) => (
                <div key={top.id}>
                  <Title order={2} size="h4">
                    <CategoryLink category={top.node} inHeading />
                  </Title>
                  <CategoryTree
                    branches={top.children}
                    link={(category) => <CategoryLink category={category} />}
                    nested
                  />
                </div>
              ))}
            </SimpleGrid>
            <Anchor component={Link} to={routes.search} fw={600}>
              {browse.seeAllTools}
            </Anchor>
          </Stack>
        )}
      </QueryState>
    </Container>
  );
}
