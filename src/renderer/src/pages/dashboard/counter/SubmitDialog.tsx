import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, type ButtonProps } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { notifyError } from '../../../ui/notify';

/**
 * A counter dialog that is one form sending one request: its fields, then the button that sends them
 * (Enter in a field sends too, so the keyboard alone gets through the register's dialogs). A refusal
 * is a toast in the server's words; the dialog stays open to put it right.
 */
export function SubmitDialog<T>({
  opened,
  onClose,
  title,
  check = () => true,
  send,
  onSent,
  submit,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The fields' own check before anything is sent: false sends nothing (the field says why). */
  check?: () => boolean;
  send: () => Promise<T>;
  onSent: (answer: T) => unknown;
  /** The send button: its words and how it looks (red when it ends something, off until it can send). */
  submit: Omit<ButtonProps, 'loading'> & { label: string };
  children: ReactNode;
}) {
  const request = useMutation({ mutationFn: send, onSuccess: onSent, onError: notifyError });
  const { label, ...button } = submit;
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (check()) request.mutate();
        }}
      >
        <Stack>
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={request.isPending} {...button}>
              {label}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
