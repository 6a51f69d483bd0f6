import { useId, type ReactNode } from 'react';
import { Stack, type ModalProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from '../../api/transport';
import { ActionDialog } from '../../ui/ActionDialog';

interface FormDialogProps<Values> {
  title: string;
  size?: ModalProps['size'];
  form: UseFormReturnType<Values>;
  /** Sends the form's values once they pass its rules; its refusal shows in the dialog, in the server's words. */
  save: { mutate: (values: Values) => void; isPending: boolean; error: unknown };
  submitLabel: string;
  /** The submit button is red: it ends something (closing a register). */
  ends?: boolean;
  /** Why the form cannot be sent yet: said in the dialog, with the submit button disabled. */
  blockedBy?: string | null;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/** A dialog that is one form: its fields, why the last save failed (if it did), then Cancel and Save. */
export function FormDialog<Values>({
  title,
  size,
  form,
  save,
  submitLabel,
  ends = false,
  blockedBy = null,
  onClose,
  children,
}: FormDialogProps<Values>) {
  // The Save button sits in the dialog's foot, outside the form it submits.
  const formId = useId();
  const { error } = save;
  const problem = error ? (error instanceof ApiError ? error.message : String(error)) : null;
  return (
    <ActionDialog
      title={title}
      size={size}
      status={{ problem: blockedBy ?? problem, busy: save.isPending }}
      onClose={onClose}
      action={{
        label: submitLabel,
        form: formId,
        disabled: blockedBy !== null,
        color: ends ? 'red' : undefined,
      }}
    >
      <form
        id={formId}
        noValidate
        onSubmit={form.onSubmit((values) => {
          if (blockedBy === null) save.mutate(values);
        })}
      >
        <Stack gap="md">{children}</Stack>
      </form>
    </ActionDialog>
  );
}
