import { useState } from 'react';
import { Box, Button, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { RegisterReport } from '@shared/counterSchemas';
import { counterText } from '@shared/strings/labels/counterScreen';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { QueryState } from '../../../ui/QueryState';
import { usePageTitle } from '../../../ui/usePageTitle';
import { OpenRegister } from './OpenRegister';
import { PrintableReport } from './RegisterDialogs';
import { SaleScreen } from './SaleScreen';
import type { SessionDialog } from './SessionDialogs';
import { TillBar } from './TillBar';

/** Which register this till is at: remembered on this computer, so a restarted till resumes its session. */
export const REGISTER_KEY = 'toolshop.counter.register';

/**
 * `/dasboard/counter` (cashiers and admins; docs/counter-screen.md): the whole window under the till's
 * own bar. Open a register or resume its open session, sell, and close it, its Z report printing at once.
 */
export function CounterPage() {
  usePageTitle(counterText.title);
  const [register, setRegister] = useState<string | null>(() => localStorage.getItem(REGISTER_KEY));
  const [closedReport, setClosedReport] = useState<RegisterReport | null>(null);
  // Opened from the bar, shown over the sale screen.
  const [dialog, setDialog] = useState<SessionDialog | null>(null);
  const sessions = useQuery({
    queryKey: queryKeys.registerSessions,
    queryFn: () => call('registerSessions', { query: { state: 'open' } }),
  });
  const mine = closedReport
    ? undefined
    : sessions.data?.sessions.find((session) => session.state === 'open' && session.register === register);

  const choose = (name: string) => {
    localStorage.setItem(REGISTER_KEY, name);
    setRegister(name);
    setClosedReport(null);
  };

  return (
    <>
      <TillBar session={mine} onOpen={setDialog} />
      <Box p={{ base: 'xs', sm: 'md' }}>
        {closedReport ? (
          <Paper withBorder p="md" maw={560}>
            <Stack>
              <Title order={2} size="h4">
                {counterText.closed.heading}
              </Title>
              <PrintableReport report={closedReport} printAtOnce />
              <Button variant="light" onClick={() => setClosedReport(null)}>
                {counterText.closed.openAgain}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <QueryState query={sessions}>
            {({ registers, sessions: open }) =>
              mine ? (
                <SaleScreen
                  key={mine._id}
                  session={mine}
                  dialog={dialog}
                  onDialogClose={() => setDialog(null)}
                  onClosed={setClosedReport}
                />
              ) : (
                <OpenRegister
                  registers={registers}
                  openSessions={open}
                  preferred={register}
                  onChosen={choose}
                />
              )
            }
          </QueryState>
        )}
      </Box>
    </>
  );
}
