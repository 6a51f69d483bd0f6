import { useSyncExternalStore } from 'react';

/** For a value that never changes while the page is open: nothing to subscribe to. */
export const subscribeToNothing = () => () => undefined;

/**
 * False while the pre-rendered landing page is only HTML (in the build's render and while the app
 * takes it over), true once the app runs it: controls that need the app wait for this.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
