import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { queryClient } from './queryClient';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

/** Spec §9: toasts close after 5 seconds. */
const TOAST_AUTO_CLOSE_MS = 5000;

/** The whole app. Toasts sit bottom right, where they cover neither the header's bell nor its menu. */
export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ToastContainer position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
      </QueryClientProvider>
    </MantineProvider>
  );
}
