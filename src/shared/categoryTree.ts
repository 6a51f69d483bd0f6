/** The flat category list (`GET /category`) read as a tree: a category's trail and its children. */
import type { Category } from './catalogueSchemas';

/** The category with `slug` and its ancestors, top first; empty when no category has it. */
export function trailOf(categories: readonly Category[], slug: string | undefined): Category[] {
  const byId = new Map(categories.map((category) => [category._id, category]));
  const trail: Category[] = [];
  for (let at = categories.find((c) => c.slug === slug); at; at = byId.get(at.parentId ?? ''))
    trail.unshift(at);
  return trail;
}

/** The categories directly under `parentId` (null: the top level), in the list's order. */
export const childrenOf = (categories: readonly Category[], parentId: string | null): Category[] =>
  categories.filter((category) => category.parentId === parentId);
