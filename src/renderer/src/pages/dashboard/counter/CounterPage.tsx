import { useState } from 'react';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { RegisterReport } from '@shared/counterSchemas';
import { counterText } from '@shared/strings/labels/counterScreen';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { QueryState } from '../../../ui/QueryState';
import { PageHeading } from '../PageHeading';
import { OpenRegister } from './OpenRegister';
import { PrintableReport } from './RegisterDialogs';
import { SaleScreen } from './SaleScreen';

/** Which register this till is: remembered on this computer, so a restarted till resumes its session. */
export const REGISTER_KEY = 'toolshop.counter.register';

/**
 * `/dasboard/counter` (cashiers and admins; docs/counter-screen.md): open a register or resume its open
 * session, sell, and close it, its Z report printing at once.
 */
export function CounterPage() {
  const [register, setRegister] = useState<string | null>(() => localStorage.getItem(REGISTER_KEY));
  const [closedReport, setClosedReport] = useState<RegisterReport | null>(null);
  const sessions = useQuery({
    queryKey: queryKeys.registerSessions,
    queryFn: () => call('registerSessions', { query: { state: 'open' } }),
  });

  const choose = (name: string) => {
    localStorage.setItem(REGISTER_KEY, name);
    setRegister(name);
    setClosedReport(null);
  };

  return (
    <>
      <PageHeading title={counterText.title} />
      {closedReport ? (
        <Paper withBorder p="md" maw={560}>
          <Stack>
            <Title order={3} size="h4">
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
          {({ registers, sessions: open }) => {
            const mine = open.find((session) => session.state === 'open' && session.register === register);
            return mine ? (
              <SaleScreen key={mine._id} session={mine} onClosed={setClosedReport} />
            ) : (
              <OpenRegister
                registers={registers}
                openSessions={open}
                preferred={register}
                onChosen={choose}
              />
            );
          }}
        </QueryState>
      )}
    </>
  );
}
