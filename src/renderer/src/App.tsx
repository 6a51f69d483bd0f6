import type { ComponentType, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from './queryClient';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';
import { Island } from './ui/Island';
import { PageErrorBoundary } from './ui/PageErrorBoundary';
import { Toasts } from './ui/Toasts';

/**
 * The whole app. In the browser it follows the address bar; the build's pre-render of the landing
 * page (./serverRender.tsx) gives it a fixed location instead. Taking over a pre-rendered page
 * starts at the island (./ui/Island), so not even the providers' work is one long task.
 */
export function App({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <Island>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <Router>
            <PageErrorBoundary>
              <AppRoutes />
            </PageErrorBoundary>
            <Toasts />
          </Router>
        </QueryClientProvider>
      </MantineProvider>
    </Island>
  );
}
