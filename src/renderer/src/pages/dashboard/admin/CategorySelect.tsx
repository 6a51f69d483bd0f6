import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { Category } from '@shared/catalogueSchemas';

/** How deep each category sits (1 at the top), from the flat list. */
export function categoryDepths(categories: readonly Category[]): Map<string, number> {
  const byId = new Map(categories.map((c) => [c._id, c]));
  const depthOf = (c: Category): number => (c.parentId ? 1 + depthOf(byId.get(c.parentId) ?? c) : 1);
  return new Map(categories.map((c) => [c._id, c.parentId && byId.has(c.parentId) ? depthOf(c) : 1]));
}

interface CategorySelectProps extends Omit<NativeSelectProps, 'data'> {
  /** The first choice, for none. */
  noneLabel: string;
  categories: readonly Category[];
  depth: Map<string, number>;
}

/** A choice of category, each indented under its parent, after a choice of none. */
export function CategorySelect({ noneLabel, categories, depth, ...props }: CategorySelectProps) {
  return (
    <NativeSelect
      data={[
        { value: '', label: noneLabel },
        ...categories.map((c) => ({
          value: c._id,
          label: `${'— '.repeat((depth.get(c._id) ?? 1) - 1)}${c.name}`,
        })),
      ]}
      {...props}
    />
  );
}
