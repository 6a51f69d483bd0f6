import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from './queryClient';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';
import { PageErrorBoundary } from './ui/PageErrorBoundary';
import { Toasts } from './ui/Toasts';

/** The whole app. */
export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <PageErrorBoundary>
            <AppRoutes />
          </PageErrorBoundary>
        </BrowserRouter>
        <Toasts />
      </QueryClientProvider>
    </MantineProvider>
  );
}
