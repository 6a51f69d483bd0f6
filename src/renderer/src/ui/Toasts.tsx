/**
 * Toasts (react-toastify) load with the first one shown: most visits show none, and the library
 * queues a toast until its container has mounted.
 */
import { Suspense, useSyncExternalStore, type CSSProperties } from 'react';
import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMatch } from 'react-router-dom';
import { routes } from '@shared/routes';
import { lazyExport } from './lazyExport';

/** Toasts close after 5 seconds. */
const TOAST_AUTO_CLOSE_MS = 5000;

/**
 * Toastify's grey text (#757575) meets AA's 4.5:1 by a hair, and fails it as soon as a toast fades;
 * Mantine's gray.7 keeps a margin.
 */
const TOAST_COLOURS = { '--toastify-text-color-light': '#495057' } as CSSProperties;

const loadToastify = () => import('react-toastify');
const ToastContainer = lazyExport(loadToastify, 'ToastContainer');

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function showToast(kind: 'success' | 'error' | 'info', message: string): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadToastify().then(({ toast }) => toast[kind](message));
}

/**
 * Bottom right, where toasts cover neither the header's bell nor its menus. A toast must not hold the
 * till's Pay for its five seconds (or as long as the pointer rests on it): side by side, the till's
 * right-hand column (Pay, Clear sale) runs to the window's foot, so toasts go bottom left, below the
 * sale's lines; stacked (below md, as its grid is), Pay is at the foot of the page, so they go to the
 * top, over the till's own bar.
 */
export function Toasts() {
  const onTill = useMatch(routes.counter) !== null;
  const sideBySide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`, true, {
    getInitialValueInEffect: false,
  });
  // The build's pre-rendered landing page (../serverRender.tsx) has shown no toast yet.
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position={onTill ? (sideBySide ? 'bottom-left' : 'top-center') : 'bottom-right'}
        autoClose={TOAST_AUTO_CLOSE_MS}
        newestOnTop
        style={TOAST_COLOURS}
      />
    </Suspense>
  );
}
