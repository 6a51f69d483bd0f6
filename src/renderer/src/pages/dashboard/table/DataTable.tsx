import type { ReactNode } from 'react';
import { Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { dashboardText } from '@shared/strings';
import type { TableView } from './useTableView';

export interface Column {
  label: string;
  /** Numbers and money align right (DESIGN §6). */
  numeric?: boolean;
}

interface DataTableProps<Row> {
  /** Names the table for assistive technology and tests. */
  caption: string;
  columns: readonly Column[];
  view: TableView<Row>;
  rowKey: (row: Row) => string;
  renderRow: (row: Row) => ReactNode;
  /** Below this width the table scrolls sideways instead of squeezing its cells (390 px phones). */
  minWidth?: number;
}

/** A table with a search box, a sort choice and pages, scrolling horizontally on narrow screens. */
export function DataTable<Row>({ caption, columns, view, rowKey, renderRow, minWidth = 720 }: DataTableProps<Row>) {
  const last = view.offset + view.pageRows.length;
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={dashboardText.table.search}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={view.query}
          onChange={(event) => view.setQuery(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label={dashboardText.table.sortBy}
          data={view.sortOptions.map(({ value, label }) => ({ value, label }))}
          value={view.sort}
          onChange={(value) => value && view.setSort(value)}
          allowDeselect={false}
          style={{ flex: '0 1 200px' }}
        />
      </Group>
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.label} ta={column.numeric ? 'right' : undefined}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.pageRows.map((row) => (
              <Table.Tr key={rowKey(row)}>{renderRow(row)}</Table.Tr>
            ))}
            {view.matchCount === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed" ta="center" py="md">
                    {dashboardText.table.noMatch}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {view.matchCount > 0 && dashboardText.table.range(view.offset + 1, last, view.matchCount)}
        </Text>
        <Pagination total={view.totalPages} value={view.page} onChange={view.setPage} hideWithOnePage size="sm" />
      </Group>
    </Stack>
  );
}

/** A right-aligned cell for figures, with digits of equal width so columns line up. */
export function NumericCell({ children }: { children: ReactNode }) {
  return (
    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {children}
    </Table.Td>
  );
}
