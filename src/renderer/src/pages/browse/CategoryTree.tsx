import type { ReactNode } from 'react';
import { List } from '@mantine/core';
import type { Branch } from '@shared/categoryTree';

/** Categories as nested lists, each level indented under its parent: all three levels can be seen. */
export function CategoryTree<Node>({
  branches,
  link,
  nested = false,
}: {
  branches: readonly Branch<Node>[];
  /** A category's link, with its count. */
  link: (node: Node) => ReactNode;
  /** Under another category: indented, and a little apart from it. */
  nested?: boolean;
}) {
  if (branches.length === 0) return null;
  return (
    <List listStyleType="none" withPadding={nested} spacing={4} mt={nested ? 4 : 0}>
      {branches.map((branch) => (
        <List.Item key={branch.id}>
          {link(branch.node)}
          <CategoryTree branches={branch.children} link={link} nested />
        </List.Item>
      ))}
    </List>
  );
}
