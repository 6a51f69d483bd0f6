import { useState } from 'react';
import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creditTermsSchema, type CustomerAccount } from '@shared/creditSchemas';
import { creditText } from '@shared/strings/labels/credit';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { shopCurrencySign } from '../../../money';
import { MoneyInput } from '../../../ui/MoneyInput';
import { notifyError, notifySuccess } from '../../../ui/notify';

const t = creditText.customerPage;

/** The admin's credit limit and terms for a customer (0: no credit), checked by the rules the server keeps. */
export function CreditTermsForm({ account }: { account: CustomerAccount }) {
  const queryClient = useQueryClient();
  const [creditLimit, setCreditLimit] = useState<number | ''>(account.creditLimit);
  const [termsDays, setTermsDays] = useState<number | ''>(account.termsDays);
  const checked = creditTermsSchema.safeParse({ creditLimit, termsDays });
  const problemOf = (field: 'creditLimit' | 'termsDays') =>
    checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === field)?.message;
  const save = useMutation({
    mutationFn: () =>
      call('setCustomerCredit', {
        params: { id: account.customerId },
        body: creditTermsSchema.parse({ creditLimit, termsDays }),
      }),
    onSuccess: async (saved) => {
      notifySuccess(t.saved(saved.name));
      queryClient.setQueryData(queryKeys.customerAccount(saved.customerId), saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.credit });
    },
    onError: notifyError,
  });
  return (
    <form
      aria-labelledby="credit-terms"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (checked.success) save.mutate();
      }}
    >
      <Stack gap="xs">
        <Title order={4} size="h5" id="credit-terms">
          {t.termsForm}
        </Title>
        <Group align="flex-start" gap="sm">
          <MoneyInput
            label={t.creditLimit}
            prefix={shopCurrencySign()}
            thousandSeparator=","
            value={creditLimit}
            error={problemOf('creditLimit')}
            onChange={(value) => setCreditLimit(value === '' ? '' : Number(value))}
            w={{ base: '100%', xs: 220 }}
          />
          <NumberInput
            label={t.termsDays}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={termsDays}
            error={problemOf('termsDays')}
            onChange={(value) => setTermsDays(value === '' ? '' : Number(value))}
            w={140}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t.termsHint}
        </Text>
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!checked.success}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
