import { useState, type ReactNode } from 'react';

/** The HTML each static part arrived with, by its element's id, read once per page. */
const arrivedHtml = new Map<string, string>();

/** What the page arrived with inside the element `id`, if it arrived with one (a pre-rendered page). */
function htmlArrivedIn(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  if (!arrivedHtml.has(id)) {
    const element = document.getElementById(id);
    if (element) arrivedHtml.set(id, element.innerHTML);
  }
  return arrivedHtml.get(id);
}

/**
 * A part of a page that never changes. Where the page arrived with it pre-rendered, the app keeps
 * that HTML as it is: React leaves the inside of an element with `dangerouslySetInnerHTML` alone,
 * so none of the part's components run and nothing of it is hydrated. Anywhere else (the server's
 * render, or a visit that starts on another page) its children render as usual. The wrapper takes
 * no box of its own (`display: contents`).
 */
export function StaticHtml({ id, children }: { id: string; children: ReactNode }) {
  // Read during the first render: hydration must render the element with that very HTML.
  const [html] = useState(() => htmlArrivedIn(id));
  return html === undefined ? (
    <div id={id} style={{ display: 'contents' }}>
      {children}
    </div>
  ) : (
    <div id={id} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
