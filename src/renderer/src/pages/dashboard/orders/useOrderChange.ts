/**
 * A change sent to the server about one order, from a button, a form or a dialog. Once the server
 * has it, a toast says so, the caller closes what it opened, and every view of the order refreshes.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderEventType } from '@shared/entities';
import { refreshAfterOrderChange } from '../../../api/refreshes';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useDialogAction, type DialogAction } from '../../../ui/useDialogAction';

export interface OrderChange<V> {
  order: Pick<Order, '_id' | 'email'>;
  /** What happens to the order: it says which views refresh. */
  change: OrderEventType;
  send: (variables: V) => Promise<unknown>;
  /** The toast once the server has it. */
  done: string;
  /** After the toast: closes a dialog, leaves a page. */
  then?: () => void;
}

function useAfterOrderChange({ order, change, done, then }: Omit<OrderChange<never>, 'send'>) {
  const queryClient = useQueryClient();
  return async () => {
    notifySuccess(done);
    then?.();
    await refreshAfterOrderChange(queryClient, change, order);
  };
}

/** Sent from a button or a form: a refusal is a toast. */
export function useOrderChange<V = void>({ send, ...change }: OrderChange<V>) {
  return useMutation({ mutationFn: send, onSuccess: useAfterOrderChange(change), onError: notifyError });
}

/** Sent from a dialog: a refusal shows in the dialog, in the server's words. */
export function useOrderDialogChange({ send, ...change }: OrderChange<void>): DialogAction {
  return useDialogAction({ mutationFn: send, onSuccess: useAfterOrderChange(change) });
}
