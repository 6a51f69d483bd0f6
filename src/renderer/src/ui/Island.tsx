import { Suspense, type ReactNode } from 'react';

/**
 * A part of a page that the app takes over on its own. The HTML a page arrives with is taken over
 * (hydrated) in one task that nothing can interrupt, except inside a Suspense boundary: React leaves
 * what is there on screen and hydrates each boundary later, in short slices that leave the browser
 * free between them (and first the one a visitor clicks). So a page's frame and each of its parts
 * come one by one instead of all in one long task.
 */
export function Island({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
