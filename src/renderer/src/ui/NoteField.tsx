/** A dialog's required few lines of text: a reason, a note for the customer, a review. */
import { Textarea } from '@mantine/core';

export function NoteField({
  label,
  value,
  onChange,
  minRows = 2,
  maxLength = 500,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  minRows?: number;
  maxLength?: number;
  error?: string | null;
}) {
  return (
    <Textarea
      label={label}
      required
      autosize
      minRows={minRows}
      maxLength={maxLength}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
