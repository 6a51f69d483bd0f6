/** Numbers in tables: right-aligned, digits of one width so columns line up, never broken. */
import { Table, type TableTdProps } from '@mantine/core';

export const NUMBER_STYLE = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export function NumberCell(props: TableTdProps) {
  return <Table.Td ta="right" style={NUMBER_STYLE} {...props} />;
}
