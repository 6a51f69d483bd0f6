/** A button that opens its dialog. The dialog exists only while open, so each opening starts afresh. */
import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';

export function DialogButton({
  children,
  dialog,
  ...button
}: ButtonProps & {
  children: ReactNode;
  /** The dialog, given the function that closes it. */
  dialog: (close: () => void) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => setOpened(true)}>
        {children}
      </Button>
      {opened && dialog(() => setOpened(false))}
    </>
  );
}
