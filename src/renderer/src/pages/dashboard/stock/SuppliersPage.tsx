import { useState } from 'react';
import { Anchor } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Supplier } from '@shared/stockSchemas';
import { sortLabels } from '@shared/strings/labels/common';
import { stockText } from '@shared/strings/labels/stock';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import type { Column } from '../table/DataTable';
import { useQueryTable } from '../table/pageTable';
import { RowButton, ToolbarButton } from '../table/TableButtons';
import { TablePage } from '../table/TablePage';
import { byText, reversed, type SortOption } from '../table/useTableView';
import { SupplierDialog } from './SupplierDialog';

const t = stockText.suppliers;

const nameAsc = byText<Supplier>((supplier) => supplier.name);
const SORTS: readonly [SortOption<Supplier>, ...SortOption<Supplier>[]] = [
  { value: 'name', label: sortLabels.nameAsc, compare: nameAsc },
  { value: 'name-desc', label: sortLabels.nameDesc, compare: reversed(nameAsc) },
];
const searchText = (s: Supplier) => `${s.name} ${s.email} ${s.phone}`;

/** `/dasboard/stock/suppliers`: who the shop buys from, added and edited here. */
export function SuppliersPage() {
  const suppliers = useQuery({ queryKey: queryKeys.suppliers, queryFn: () => call('listSuppliers') });
  // undefined: no dialog; null: adding one.
  const [editing, setEditing] = useState<Supplier | null | undefined>(undefined);
  const columns: readonly Column<Supplier>[] = [
    { label: t.columns.name, cell: (s) => s.name },
    {
      label: t.columns.email,
      breakAnywhere: true,
      cell: (s) => s.email && <Anchor href={`mailto:${s.email}`}>{s.email}</Anchor>,
    },
    { label: t.columns.phone, cell: (s) => s.phone },
    {
      label: t.columns.leadDays,
      numeric: true,
      cell: (s) => (s.leadDays === null ? '' : t.leadDays(s.leadDays)),
    },
    { label: t.columns.note, cell: (s) => s.note },
    {
      label: t.columns.action,
      cell: (s) => (
        <RowButton
          icon={IconPencil}
          label={t.edit}
          aria-label={t.editTitle(s.name)}
          onClick={() => setEditing(s)}
        />
      ),
    },
  ];
  const table = useQueryTable(suppliers, { columns, sorts: SORTS, searchText });
  const addButton = <ToolbarButton icon={IconPlus} label={t.add} onClick={() => setEditing(null)} />;

  return (
    <>
      <TablePage title={t.title} table={table} emptyText={t.none} action={addButton} />
      {editing !== undefined && <SupplierDialog supplier={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
