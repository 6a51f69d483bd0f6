import { useState } from 'react';
import { Button, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { customerLookupQuerySchema, type CustomerAccount } from '@shared/creditSchemas';
import { creditText } from '@shared/strings/labels/credit';
import { call } from '../../../api/client';
import { formatPrice } from '../../../money';
import { readableError } from '../../../ui/notify';

const t = creditText.till;

function Match({ customer, onPick }: { customer: CustomerAccount; onPick: () => void }) {
  return (
    <UnstyledButton
      onClick={onPick}
      p="xs"
      style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-gray-4)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {customer.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[customer.email, customer.phone].filter((part) => part !== '').join(' · ')}
          </Text>
        </Stack>
        <Text size="xs" ta="right">
          {t.available(formatPrice(customer.available))}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

/**
 * Finds customers by part of their email, phone number or name (`GET /customer/lookup`, staff): the
 * words and Enter (or Find), then a click or Enter on the one meant. A single match is taken at once.
 */
export function CustomerLookup({
  label = t.find,
  onPick,
  disabled = false,
}: {
  label?: string;
  onPick: (customer: CustomerAccount) => void;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const found = useMutation({
    mutationFn: async (words: string) => (await call('lookupCustomers', { query: { q: words } })).customers,
    onSuccess: (customers) => {
      if (customers.length === 1) onPick(customers[0]!);
    },
  });
  const checked = customerLookupQuerySchema.safeParse({ q: text });
  const asked = found.variables ?? null;
  const find = () => {
    if (checked.success) found.mutate(checked.data.q);
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          type="search"
          autoComplete="off"
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            find();
          }}
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          leftSection={<IconSearch size={16} aria-hidden />}
          onClick={find}
          disabled={disabled || !checked.success}
        >
          {t.findButton}
        </Button>
      </Group>
      {asked !== null && (
        <div aria-live="polite">
          {found.isPending ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t.searching}</Text>
            </Group>
          ) : found.isError ? (
            <Text size="sm" c="red.8" role="alert">
              {readableError(found.error)}
            </Text>
          ) : found.data?.length === 0 ? (
            <Text size="sm">{t.none(asked)}</Text>
          ) : (
            found.data &&
            found.data.length > 1 && (
              <Stack gap={4} role="list" aria-label={t.results}>
                {found.data.map((customer) => (
                  <div role="listitem" key={customer.customerId}>
                    <Match customer={customer} onPick={() => onPick(customer)} />
                  </div>
                ))}
              </Stack>
            )
          )}
        </div>
      )}
    </Stack>
  );
}
