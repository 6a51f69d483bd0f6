import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import type { Branch } from '@shared/categoryTree';

/**
 * Categories as nested lists, each level indented under its parent, so all three levels can be
 * seen. Inline styles rather than Mantine's List: a page's first frame may carry none of its styles.
 */
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
    <Box
      component="ul"
      style={{
        listStyle: 'none',
        margin: 0,
        marginTop: nested ? 4 : 0,
        paddingInlineStart: nested ? 'var(--mantine-spacing-lg)' : 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
      }}
    >
      {branches.map((branch) => (
        <li key={branch.id}>
          {link(branch.node)}
          <CategoryTree branches={branch.children} link={link} nested />
        </li>
      ))}
    </Box>
  );
}
