import { useEffect } from 'react';
import { Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { RECEIPT_PRINTER_PORT, receiptPrinterSettingsSchema } from '@shared/receipt';
import { counterText } from '@shared/strings/labels/counterScreen';
import { receiptPrinterSettings } from '../../../api/counterSale';
import { notifySuccess } from '../../../ui/notify';
import { WholeNumberInput } from '../../../ui/WholeNumberInput';
import { FormDialog } from '../FormDialog';

const t = counterText.printer;

type PrinterFormValues = { host: string; port: number | string };

/**
 * Desktop only: where the network receipt printer is (kept in the app's settings); an empty address
 * prints on this computer's printer. The address must be on the shop's own network: the rule is the
 * one the desktop applies again before it connects.
 */
export function PrinterSettingsDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<PrinterFormValues>({
    initialValues: { host: '', port: RECEIPT_PRINTER_PORT },
    validate: {
      host: (host) =>
        host.trim() === ''
          ? null
          : (receiptPrinterSettingsSchema.shape.host.safeParse(host).error?.issues[0]?.message ?? null),
    },
  });
  // The saved printer, once main answers; initialize takes it only the first time.
  const { initialize } = form;
  useEffect(() => {
    void receiptPrinterSettings?.get().then((saved) => saved && initialize(saved));
  }, [initialize]);
  const save = useMutation({
    mutationFn: async ({ host, port }: PrinterFormValues) =>
      receiptPrinterSettings?.save(host.trim() ? { host: host.trim(), port: Number(port) } : null),
    onSuccess: () => {
      notifySuccess(t.saved);
      onClose();
    },
  });
  return (
    <FormDialog title={t.heading} form={form} save={save} submitLabel={t.save} onClose={onClose}>
      <Text size="sm">{t.explain}</Text>
      <TextInput
        label={t.host}
        placeholder={t.hostPlaceholder}
        data-autofocus
        {...form.getInputProps('host')}
      />
      <WholeNumberInput label={t.port} min={1} max={65535} {...form.getInputProps('port')} />
    </FormDialog>
  );
}
