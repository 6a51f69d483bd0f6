/** The flat category list (`GET /category`) read as a tree: a category's trail, and the tree a page shows. */
import type { Category, SearchFacets } from './catalogueSchemas';

/** The category with `slug` and its ancestors, top first; empty when no category has it. */
export function trailOf(categories: readonly Category[], slug: string | undefined): Category[] {
  const byId = new Map(categories.map((category) => [category._id, category]));
  const trail: Category[] = [];
  for (let at = categories.find((c) => c.slug === slug); at; at = byId.get(at.parentId ?? ''))
    trail.unshift(at);
  return trail;
}

/** A category shown in a tree, with the ones shown under it. */
export interface Branch<Node> {
  id: string;
  node: Node;
  children: Branch<Node>[];
}

/**
 * `nodes` as a tree by their parents: a node whose parent is not among them stands at the top.
 * Siblings keep the list's order (the catalogue's: parents first, by rank).
 */
function treeOf<Node>(
  nodes: readonly Node[],
  idOf: (node: Node) => string,
  parentOf: (node: Node) => string | null,
) {
  const branches = new Map(
    nodes.map((node) => [idOf(node), { id: idOf(node), node, children: [] as Branch<Node>[] }]),
  );
  const top: Branch<Node>[] = [];
  for (const node of nodes) {
    const parent = branches.get(parentOf(node) ?? '');
    (parent ? parent.children : top).push(branches.get(idOf(node))!);
  }
  return top;
}

/** The categories that have products for sale, as a tree: an empty one, and so everything under it, is left out. */
export const stockedTree = (categories: readonly Category[]): Branch<Category>[] =>
  treeOf(
    categories.filter((category) => category.productCount > 0),
    (category) => category._id,
    (category) => category.parentId,
  );

type Facet = SearchFacets['categories'][number];

/**
 * A search's category facets as a tree: each category the matches are in, under its parent, in the
 * catalogue's order; one the list does not know (yet) stands at the top.
 */
export function facetTree(categories: readonly Category[], facets: readonly Facet[]): Branch<Facet>[] {
  const bySlug = new Map(categories.map((category) => [category.slug, category]));
  const counted = new Map(facets.map((facet) => [facet.slug, facet]));
  const ordered = [
    ...categories
      .filter((category) => counted.has(category.slug))
      .map((category) => counted.get(category.slug)!),
    ...facets.filter((facet) => !bySlug.has(facet.slug)),
  ];
  const parentSlug = (facet: Facet) => {
    const parentId = bySlug.get(facet.slug)?.parentId;
    return categories.find((category) => category._id === parentId)?.slug ?? null;
  };
  return treeOf(ordered, (facet) => facet.slug, parentSlug);
}
