import { Center, Loader } from '@mantine/core';
import { common } from '@shared/strings/labels/common';

/**
 * The one "please wait" of the app: a centred spinner that screen readers announce. Spinners here are
 * images with their words: a plain span may not carry an aria-label.
 */
export function PageLoader({ minHeight = 240 }: { minHeight?: number | string }) {
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Loader role="img" aria-label={common.loading} />
    </Center>
  );
}
