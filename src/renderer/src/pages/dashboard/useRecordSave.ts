import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notifySuccess } from '../../ui/notify';

interface RecordSaveOptions<Record, Values, Saved extends { name: string }> {
  /** Adds a record (`record` null) or saves the one being edited. */
  send: (record: Record | null, values: Values) => Promise<Saved>;
  /** The toasts for a record added and one saved. */
  texts: { added: (name: string) => string; saved: (name: string) => string };
  /** The lists the change shows in. */
  refresh: QueryKey;
  onClose: () => void;
  onError?: (error: Error) => void;
}

/**
 * The save of a dialog that adds or edits a named record (a category, a supplier): once the server
 * has it, the toast names it, the dialog closes and its lists refresh.
 */
export function useRecordSave<Record, Values, Saved extends { name: string }>(
  record: Record | null,
  { send, texts, refresh, onClose, onError }: RecordSaveOptions<Record, Values, Saved>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Values) => send(record, values),
    onSuccess: async (saved) => {
      notifySuccess(record ? texts.saved(saved.name) : texts.added(saved.name));
      onClose();
      await queryClient.invalidateQueries({ queryKey: refresh });
    },
    onError,
  });
}
