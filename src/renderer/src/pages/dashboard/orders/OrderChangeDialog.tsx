import { ActionDialog, type ActionDialogProps } from '../../../ui/ActionDialog';
import type { Checked } from '../../../ui/useDialogAction';
import { useOrderDialogChange, type OrderChange } from './useOrderChange';

/**
 * A dialog that sends one change to an order: its fields, then Cancel and `action`, whose click sends
 * the change once `check` passes. `check` is a schema's verdict on the fields (its first issue shows
 * in the dialog, as a refusal from the server does), or false where the fields show their own errors.
 * Once the server has the change, the dialog closes (useOrderDialogChange).
 */
export function OrderChangeDialog({
  order,
  change,
  send,
  done,
  title,
  size,
  onClose,
  action: { check, ...action },
  children,
}: Omit<OrderChange<void>, 'then'> &
  Pick<ActionDialogProps, 'title' | 'size' | 'onClose' | 'children'> & {
    action: Omit<ActionDialogProps['action'], 'onClick' | 'form'> & { check?: () => Checked | false };
  }) {
  const sending = useOrderDialogChange({ order, change, send, done, then: onClose });
  const confirm = () => {
    const checked = check?.();
    if (checked !== false) sending.send(checked);
  };
  return (
    <ActionDialog
      title={title}
      size={size}
      status={sending}
      onClose={onClose}
      action={{ ...action, onClick: confirm }}
    >
      {children}
    </ActionDialog>
  );
}
