/**
 * The landing page's first frame as HTML, made at build time (scripts/prerenderLanding.ts): exactly
 * what the app's own first render shows at `/` (the header with sign-in still checking, the hero,
 * the tools grid's skeleton and the sections below), so a visitor sees the page before any script
 * has run. The app then takes those elements over (hydration, ./main.tsx), so this must stay the
 * very tree main.tsx renders, at that first render's state.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { routes } from '@shared/routes';
import { App } from './App';
import { queryClient } from './queryClient';

const AtLanding = ({ children }: { children: ReactNode }) => (
  <StaticRouter location={routes.home}>{children}</StaticRouter>
);

export function renderLanding(): string {
  try {
    return renderToString(
      <StrictMode>
        <App Router={AtLanding} />
      </StrictMode>,
    );
  } finally {
    // The render's pending queries hold garbage-collection timers that would keep the build alive.
    queryClient.clear();
  }
}
