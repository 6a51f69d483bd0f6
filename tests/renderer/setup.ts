/** jsdom set-up for the renderer tests: jest-dom matchers, cleanup, and what Mantine needs. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryKeys } from '../../src/renderer/src/api/queryKeys';
import { queryClient } from '../../src/renderer/src/queryClient';

// Lazy pages and Mantine's transitions can take over a second on a loaded 2-core machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A test's shop config (adoptShopConfig) is for that test alone.
  queryClient.removeQueries({ queryKey: queryKeys.config, exact: true });
});

// Mantine reads media queries and observes element sizes; jsdom implements neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = NoopResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => undefined;

// Mantine's autosizing Textarea re-measures when web fonts load; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}
