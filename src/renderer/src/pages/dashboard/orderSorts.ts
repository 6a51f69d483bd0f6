import type { Order } from '@shared/entities';
import { dashboardText } from '@shared/strings';
import { byDate, byText, reversed, type SortOption } from './table/useTableView';

const oldestFirst = byDate<Order>((order) => order.createdAt);

/** How My Orders sorts; newest first until the user picks. */
export const ORDER_SORTS: readonly [SortOption<Order>, ...SortOption<Order>[]] = [
  { value: 'newest', label: dashboardText.table.newestFirst, compare: reversed(oldestFirst) },
  { value: 'oldest', label: dashboardText.table.oldestFirst, compare: oldestFirst },
  { value: 'name', label: dashboardText.table.nameAsc, compare: byText((order) => order.name) },
];
