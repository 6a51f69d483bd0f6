import type { Order } from '@shared/entities';
import { sortLabels } from '@shared/strings/labels/common';
import { byDate, byText, reversed, type SortOption } from './table/useTableView';

const oldestFirst = byDate<Order>((order) => order.createdAt);

/** How My Orders sorts; newest first until the user picks. */
export const ORDER_SORTS: readonly [SortOption<Order>, ...SortOption<Order>[]] = [
  { value: 'newest', label: sortLabels.newestFirst, compare: reversed(oldestFirst) },
  { value: 'oldest', label: sortLabels.oldestFirst, compare: oldestFirst },
  { value: 'name', label: sortLabels.nameAsc, compare: byText((order) => order.name) },
];
