import { Select } from '@mantine/core';

/** The choice that filters nothing out. */
export const ALL = 'all';

export interface FilterChoice<Value extends string> {
  value: Value;
  label: string;
}

/** "All …" first, then one choice per value, each named by its label. */
export const filterChoices = <Value extends string>(
  allLabel: string,
  values: readonly Value[],
  labels: Record<Value, string>,
): FilterChoice<Value | typeof ALL>[] => [
  { value: ALL, label: allLabel },
  ...values.map((value) => ({ value, label: labels[value] })),
];

interface FilterSelectProps<Value extends string> {
  label: string;
  data: readonly FilterChoice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** Its width in px before the row shares out what is left or short. */
  basis?: number;
  /** Takes a share of the row's spare width, as in a row of filters alone. */
  grow?: boolean;
}

/** A table's filter beside its search box: always one choice, "All …" included. */
export function FilterSelect<Value extends string>({
  label,
  data,
  value,
  onChange,
  basis = 160,
  grow = false,
}: FilterSelectProps<Value>) {
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(next) => next !== null && onChange(next)}
      style={{ flex: `${grow ? 1 : 0} 1 ${basis}px` }}
    />
  );
}
