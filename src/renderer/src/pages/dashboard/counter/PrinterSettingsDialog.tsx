import { useEffect, useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { RECEIPT_PRINTER_PORT, receiptPrinterSettingsSchema } from '@shared/receipt';
import { counterText } from '@shared/strings/labels/counterScreen';
import { receiptPrinterSettings } from '../../../api/counterSale';
import { notifyError, notifySuccess } from '../../../ui/notify';

const t = counterText.printer;

/** Desktop only: where the network receipt printer is (kept in the app's settings). */
export function PrinterSettingsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [host, setHost] = useState('');
  const [port, setPort] = useState<number | string>(RECEIPT_PRINTER_PORT);
  const [hostError, setHostError] = useState<string | null>(null);
  useEffect(() => {
    if (!opened || !receiptPrinterSettings) return;
    void receiptPrinterSettings.get().then((saved) => {
      setHost(saved?.host ?? '');
      setHostError(null);
      setPort(saved?.port ?? RECEIPT_PRINTER_PORT);
    });
  }, [opened]);
  const save = useMutation({
    mutationFn: async () =>
      receiptPrinterSettings?.save(host.trim() ? { host: host.trim(), port: Number(port) } : null),
    onSuccess: () => {
      notifySuccess(t.saved);
      onClose();
    },
    onError: notifyError,
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t.heading}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // The desktop checks the address again before it connects; this says why at once.
          const checked = host.trim() ? receiptPrinterSettingsSchema.shape.host.safeParse(host) : null;
          setHostError(checked?.error?.issues[0]?.message ?? null);
          if (!checked || checked.success) save.mutate();
        }}
      >
        <Stack>
          <Text size="sm">{t.explain}</Text>
          <TextInput
            label={t.host}
            placeholder={t.hostPlaceholder}
            value={host}
            onChange={(e) => setHost(e.currentTarget.value)}
            error={hostError}
            data-autofocus
          />
          <NumberInput
            label={t.port}
            value={port}
            onChange={setPort}
            min={1}
            max={65535}
            allowDecimal={false}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
