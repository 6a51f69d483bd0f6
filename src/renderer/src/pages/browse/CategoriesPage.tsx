/** `/category`: every category, as a tree of links with their product counts, to browse from. */
import { Anchor, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Category } from '@shared/catalogueSchemas';
import { routes } from '@shared/routes';
import { browse } from '@shared/strings/labels/browse';
import { QueryState } from '../../ui/QueryState';
import { usePageTitle } from '../../ui/usePageTitle';
import { categoriesQuery } from './BrowsePage';
import { childrenOf } from '@shared/categoryTree';

function CategoryLink({ category }: { category: Category }) {
  return (
    <Anchor component={Link} to={routes.category(category.slug)}>
      {category.name}{' '}
      <Text span c="dimmed" fz="sm">
        ({category.productCount})
      </Text>
    </Anchor>
  );
}

function Branch({ categories, parentId }: { categories: Category[]; parentId: string }) {
  const children = childrenOf(categories, parentId);
  if (children.length === 0) return null;
  return (
    <List listStyleType="none" withPadding spacing={4} mt={4}>
      {children.map((child) => (
        <List.Item key={child._id}>
          <CategoryLink category={child} />
          <Branch categories={categories} parentId={child._id} />
        </List.Item>
      ))}
    </List>
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
              {childrenOf(list, null).map((top) => (
                <div key={top._id}>
                  <Title order={2} size="h4">
                    <CategoryLink category={top} />
                  </Title>
                  <Branch categories={list} parentId={top._id} />
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
