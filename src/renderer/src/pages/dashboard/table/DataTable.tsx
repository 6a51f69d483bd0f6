import type { ReactNode } from 'react';
import { Box, Group, Pagination, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { dashboardText } from '@shared/strings/labels/dashboard';
import { NUMBER_STYLE } from '../../../ui/NumberCell';
import type { TableView } from './useTableView';

export interface Column<Row> {
  label: string;
  /** Numbers and money align right, with digits of equal width. */
  numeric?: boolean;
  /** Long unbroken values (emails) may wrap anywhere, so the other columns keep their words whole. */
  breakAnywhere?: boolean;
  cell: (row: Row) => ReactNode;
}

interface DataTableProps<Row> {
  /** Names the table (or the list of cards) for assistive technology and tests. */
  caption: string;
  columns: readonly Column<Row>[];
  view: TableView<Row>;
  rowKey: (row: Row) => string;
  /** More controls beside search and sort, e.g. a status filter. */
  toolbar?: ReactNode;
  /** The row to draw the eye to (a just-placed order). */
  highlightedKey?: string;
}

/** Wide enough for a table beside the side menu; below it each row becomes a card. */
const WIDE_SCREEN = '(min-width: 62em)';
const CARD_VALUE_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: 6,
  minWidth: 0,
  overflowWrap: 'anywhere',
} as const;

/** Rows with a search box, a sort choice and pages: a table on wide screens, cards on phones. */
export function DataTable<Row>({
  caption,
  columns,
  view,
  rowKey,
  toolbar,
  highlightedKey,
}: DataTableProps<Row>) {
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
          style={{ flex: '0 1 200px' }}
        />
        {toolbar}
      </Group>
      {view.matchCount === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {dashboardText.table.noMatch}
        </Text>
      ) : (
        <ResponsiveRows
          caption={caption}
          columns={columns}
          rows={view.pageRows}
          rowKey={rowKey}
          highlightedKey={highlightedKey}
        />
      )}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {view.matchCount > 0 && dashboardText.table.range(view.offset + 1, last, view.matchCount)}
        </Text>
        <Pagination
          total={view.totalPages}
          value={view.page}
          onChange={view.setPage}
          hideWithOnePage
          size="sm"
        />
      </Group>
    </Stack>
  );
}

interface RowsProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  highlightedKey?: string;
}

/** Rows as they are, without search or pages (a list paged by its own means): a table, or cards on phones. */
export function ResponsiveRows<Row>(props: RowsProps<Row>) {
  const wide = useMediaQuery(WIDE_SCREEN, true, { getInitialValueInEffect: false });
  return wide ? <RowsAsTable {...props} /> : <RowsAsCards {...props} />;
}

/** An outline only: a tinted background would take the row's links and badges below 4.5:1. */
const HIGHLIGHT_STYLE = {
  outline: '3px solid var(--mantine-color-safety-filled)',
  outlineOffset: -3,
} as const;

function RowsAsTable<Row>({ caption, columns, rows, rowKey, highlightedKey }: RowsProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={640} type="native">
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
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} style={rowKey(row) === highlightedKey ? HIGHLIGHT_STYLE : undefined}>
              {columns.map((column) => (
                <Table.Td
                  key={column.label}
                  ta={column.numeric ? 'right' : undefined}
                  style={
                    column.numeric
                      ? NUMBER_STYLE
                      : { overflowWrap: column.breakAnywhere ? 'anywhere' : 'break-word' }
                  }
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one card per row, each value beside its column's label. */
function RowsAsCards<Row>({ caption, columns, rows, rowKey, highlightedKey }: RowsProps<Row>) {
  return (
    <Stack component="ul" aria-label={caption} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper
          component="li"
          key={rowKey(row)}
          withBorder
          radius="md"
          p="sm"
          style={rowKey(row) === highlightedKey ? HIGHLIGHT_STYLE : undefined}
        >
          <Stack gap={6}>
            {columns.map((column) => {
              const value = column.cell(row);
              // A column with nothing for this row (no action on a paid order) takes no line.
              if (value === null || value === undefined || value === false || value === '') return null;
              return (
                <Group key={column.label} justify="space-between" align="center" gap="sm" wrap="nowrap">
                  <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ flexShrink: 0 }}>
                    {column.label}
                  </Text>
                  <Box fz="sm" ta="right" style={column.numeric ? NUMBER_STYLE : CARD_VALUE_STYLE}>
                    {value}
                  </Box>
                </Group>
              );
            })}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
