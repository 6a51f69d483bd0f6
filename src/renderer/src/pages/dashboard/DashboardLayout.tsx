import { Suspense } from 'react';
import { Box, Container, Flex, Paper, Title } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { nav } from '@shared/strings/labels/shell';
import { useRole } from '../../stores/session';
import { PageLoader } from '../../ui/PageLoader';
import { DashboardMenu } from './DashboardMenu';

/** `/dasboard`: the side menu for the signed-in role beside the nested page. */
export function DashboardLayout() {
  const role = useRole();
  return (
    <Container py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} size="h2" mb="md">
        {nav.dashboard}
      </Title>
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        gap={{ base: 'md', sm: 'xl' }}
        align={{ sm: 'flex-start' }}
      >
        <Paper withBorder radius="md" p={6} w={{ base: '100%', sm: 240 }} style={{ flexShrink: 0 }}>
          <DashboardMenu role={role} />
        </Paper>
        <Box component="section" style={{ flex: 1, minWidth: 0 }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Container>
  );
}
