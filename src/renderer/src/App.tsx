import { useCallback, useEffect, useState } from 'react';
import { Center, Image, MantineProvider, Stack } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import type { PublicConfig } from '@shared/entities';
import { SHOP_NAME } from '@shared/strings';
import { api } from './api/client';
import { queryKeys } from './api/queryKeys';
import { startAuth } from './auth';
import { queryClient } from './queryClient';
import { router } from './router';
import { theme } from './theme';
import { LoadError } from './ui/LoadError';
import { PageLoader } from './ui/PageLoader';

/** Spec §9: toasts close after 5 seconds. */
const TOAST_AUTO_CLOSE_MS = 5000;

/**
 * Reads `GET /api/config` (which identity service, which payment driver) before anything that
 * needs it starts, so nothing environment-specific is baked into the build.
 */
function StartUp({ onReady }: { onReady: (config: PublicConfig) => void }) {
  const config = useQuery({ queryKey: queryKeys.config, queryFn: api.config, staleTime: Infinity });
  useEffect(() => {
    if (config.data) onReady(config.data);
  }, [config.data, onReady]);
  if (config.isError) {
    return (
      <Center mih="100vh" p="md">
        <Stack align="center" gap="lg">
          <Image src="/logo.svg" alt={SHOP_NAME} w={182} h={40} />
          <LoadError
            error={config.error}
            onRetry={() => void config.refetch()}
            retrying={config.isFetching}
          />
        </Stack>
      </Center>
    );
  }
  return <PageLoader minHeight="100vh" />;
}

export function App() {
  const [ready, setReady] = useState(false);
  const start = useCallback((config: PublicConfig) => {
    startAuth(config);
    setReady(true);
  }, []);
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        {ready ? <RouterProvider router={router} /> : <StartUp onReady={start} />}
        <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
      </QueryClientProvider>
    </MantineProvider>
  );
}
