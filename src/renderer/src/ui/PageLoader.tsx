import { Center, Loader } from '@mantine/core';
import { common } from '@shared/strings/labels/common';

/** The one "please wait" of the app: a centred spinner that screen readers announce. */
export function PageLoader({ minHeight = 240 }: { minHeight?: number | string }) {
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Loader aria-label={common.loading} />
    </Center>
  );
}
