import { useState } from 'react';
import { Anchor, Button } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Supplier } from '@shared/stockSchemas';
import { sortLabels } from '@shared/strings/labels/common';
import { stockText } from '@shared/strings/labels/stock';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import type { Column } from '../table/DataTable';
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
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPencil size={14} aria-hidden />}
          aria-label={t.editTitle(s.name)}
          onClick={() => setEditing(s)}
        >
          {t.edit}
        </Button>
      ),
    },
  ];
  const addButton = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setEditing(null)}
      style={{ alignSelf: 'flex-end' }}
    >
      {t.add}
    </Button>
  );

  return (
    <>
      <TablePage
        title={t.title}
        query={suppliers}
        columns={columns}
        sorts={SORTS}
        searchText={searchText}
        emptyText={t.none}
        emptyAction={addButton}
        toolbar={addButton}
      />
      {editing !== undefined && <SupplierDialog supplier={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
