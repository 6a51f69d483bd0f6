/**
 * What a dialog that sends something keeps: its request, and the problem it shows (the first rule
 * its fields break, or the server's refusal in the server's own words, 403 and 503 included, where
 * a toast would generalise it).
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../api/transport';

/** A schema's verdict on the dialog's fields, as zod's safeParse gives it. */
export type Checked = { success: true } | { success: false; error: { issues: { message: string }[] } };

export interface DialogAction {
  problem: string | null;
  busy: boolean;
  /** Shows why the fields cannot be sent, and sends nothing. */
  refuse(problem: string): void;
  /** Sends, unless the fields broke their schema: then shows its first issue. */
  send(checked?: Checked): void;
}

export function useDialogAction<T>({
  mutationFn,
  onSuccess,
}: {
  mutationFn: () => Promise<T>;
  onSuccess: (answer: T) => Promise<unknown>;
}): DialogAction {
  const [problem, setProblem] = useState<string | null>(null);
  const request = useMutation({
    mutationFn,
    onSuccess,
    onError: (error) => setProblem(error instanceof ApiError ? error.message : String(error)),
  });
  return {
    problem,
    busy: request.isPending,
    refuse: setProblem,
    send(checked = { success: true }) {
      if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? null);
      setProblem(null);
      request.mutate();
    },
  };
}
