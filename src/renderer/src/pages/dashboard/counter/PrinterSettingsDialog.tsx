import { useEffect, useState } from 'react';
import { NumberInput, Text, TextInput } from '@mantine/core';
import { RECEIPT_PRINTER_PORT, receiptPrinterSettingsSchema } from '@shared/receipt';
import { counterText } from '@shared/strings/labels/counterScreen';
import { receiptPrinterSettings } from '../../../api/counterSale';
import { notifySuccess } from '../../../ui/notify';
import { SubmitDialog } from './SubmitDialog';

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
  return (
    <SubmitDialog
      opened={opened}
      onClose={onClose}
      title={t.heading}
      check={() => {
        // The desktop checks the address again before it connects; this says why at once.
        const checked = host.trim() ? receiptPrinterSettingsSchema.shape.host.safeParse(host) : null;
        setHostError(checked?.error?.issues[0]?.message ?? null);
        return !checked || checked.success;
      }}
      send={async () =>
        receiptPrinterSettings?.save(host.trim() ? { host: host.trim(), port: Number(port) } : null)
      }
      onSent={() => {
        notifySuccess(t.saved);
        onClose();
      }}
      submit={{ label: t.save }}
    >
      <Text size="sm">{t.explain}</Text>
      <TextInput
        label={t.host}
        placeholder={t.hostPlaceholder}
        value={host}
        onChange={(e) => setHost(e.currentTarget.value)}
        error={hostError}
        data-autofocus
      />
      <NumberInput label={t.port} value={port} onChange={setPort} min={1} max={65535} allowDecimal={false} />
    </SubmitDialog>
  );
}
