import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterReport } from '@shared/counterSchemas';
import { counterText } from '@shared/strings/labels/counterScreen';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { MoneyInput } from '../../../ui/MoneyInput';
import { notifyError } from '../../../ui/notify';
import { shopCurrencySign } from '../../../money';

const t = counterText.open;

/** Opening a register with its float, or resuming one of the registers already open. */
export function OpenRegister({
  registers,
  openSessions,
  preferred,
  onChosen,
}: {
  registers: string[];
  openSessions: RegisterReport[];
  preferred: string | null;
  onChosen: (register: string) => void;
}) {
  const queryClient = useQueryClient();
  const closedRegisters = registers.filter((name) => !openSessions.some((s) => s.register === name));
  const [register, setRegister] = useState<string | null>(
    preferred && closedRegisters.includes(preferred) ? preferred : (closedRegisters[0] ?? null),
  );
  const [float, setFloat] = useState<number | string>('');
  const open = useMutation({
    mutationFn: () => call('openRegister', { body: { register: register ?? '', float: Number(float) } }),
    onSuccess: async (session) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.registerSessions });
      onChosen(session.register);
    },
    onError: notifyError,
  });

  return (
    <Stack gap="lg" maw={480}>
      {openSessions.map((session) => (
        <Paper key={session._id} withBorder p="md">
          <Group justify="space-between">
            <Text>{t.alreadyOpen(session.register, session.openedBy.email)}</Text>
            <Button variant="light" onClick={() => onChosen(session.register)}>
              {t.resume(session.register)}
            </Button>
          </Group>
        </Paper>
      ))}
      {closedRegisters.length > 0 && (
        <Paper
          withBorder
          p="md"
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            open.mutate();
          }}
        >
          <Stack>
            <Title order={2} size="h4">
              {t.heading}
            </Title>
            <Select label={t.register} data={closedRegisters} value={register} onChange={setRegister} />
            <MoneyInput
              label={t.float}
              value={float}
              onChange={setFloat}
              fixedDecimalScale
              prefix={shopCurrencySign()}
              data-autofocus
              autoFocus
              required
            />
            <Button type="submit" loading={open.isPending} disabled={!register || float === ''}>
              {t.submit}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
