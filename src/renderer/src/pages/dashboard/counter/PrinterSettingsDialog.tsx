import { useEffect, useState } from 'react';
import { Alert, Group, Radio, Text, TextInput } from '@mantine/core';
import { useForm, type FormValidateInput } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import {
  COLUMNS_ON_PAPER,
  DEFAULT_PAPER_WIDTH,
  RECEIPT_PAPER_WIDTHS,
  RECEIPT_PRINTER_PORT,
  RECEIPT_PRINTER_PORTS,
  receiptPrinterSettingsSchema,
  type ReceiptPaperWidth,
} from '@shared/receipt';
import { counterText } from '@shared/strings/labels/counterScreen';
import { receiptPrinterSettings } from '../../../api/counterSale';
import { notifySuccess } from '../../../ui/notify';
import { WholeNumberInput } from '../../../ui/WholeNumberInput';
import { FormDialog } from '../FormDialog';

const t = counterText.printer;

/** The paper width as the radio buttons hold it: '80' or '58'. */
type PrinterFormValues = { host: string; port: number | string; paperWidth: string };

const { host: hostSchema, port: portSchema } = receiptPrinterSettingsSchema.shape;

const paperWidthOf = (chosen: string): ReceiptPaperWidth =>
  RECEIPT_PAPER_WIDTHS.find((width) => String(width) === chosen) ?? DEFAULT_PAPER_WIDTH;

/** An empty address is no printer, whatever the port. Kept outside the dialog: its validate stays the same. */
const printerFormRules: FormValidateInput<PrinterFormValues> = {
  host: (host) =>
    host.trim() === '' ? null : (hostSchema.safeParse(host).error?.issues[0]?.message ?? null),
  port: (port, { host }) =>
    host.trim() === '' ? null : (portSchema.safeParse(Number(port)).error?.issues[0]?.message ?? null),
};

/**
 * Desktop only: where the network receipt printer is (kept in the app's settings); an empty address
 * prints on this computer's printer. The address must be on the shop's own network and the port a raw
 * printing one: the rule is the one the desktop applies again before it connects. A saved printer the
 * rule refuses shows as saved, with why receipts do not print there, to be changed. The paper's width
 * (80 mm unless said) sets how many characters a printed line holds.
 */
export function PrinterSettingsDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<PrinterFormValues>({
    initialValues: { host: '', port: RECEIPT_PRINTER_PORT, paperWidth: String(DEFAULT_PAPER_WIDTH) },
    validate: printerFormRules,
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  // The saved printer, once main answers; initialize takes it only the first time.
  const { initialize, validate } = form;
  useEffect(() => {
    void receiptPrinterSettings?.get().then((saved) => {
      if (!saved) return;
      initialize({ host: saved.host, port: saved.port, paperWidth: String(saved.paperWidth) });
      setRefusal(saved.refusal);
      // Marks the field the rule refuses, with what it takes instead.
      if (saved.refusal) validate();
    });
  }, [initialize, validate]);
  const save = useMutation({
    mutationFn: async ({ host, port, paperWidth }: PrinterFormValues) =>
      receiptPrinterSettings?.save(
        host.trim() ? { host: host.trim(), port: Number(port), paperWidth: paperWidthOf(paperWidth) } : null,
      ),
    onSuccess: () => {
      notifySuccess(t.saved);
      onClose();
    },
  });
  return (
    <FormDialog title={t.heading} form={form} save={save} submitLabel={t.save} onClose={onClose}>
      {refusal && (
        <Alert color="red" variant="light" role="alert" title={t.savedRefused}>
          {refusal}
        </Alert>
      )}
      <Text size="sm">{t.explain}</Text>
      <TextInput
        label={t.host}
        placeholder={t.hostPlaceholder}
        data-autofocus
        {...form.getInputProps('host')}
      />
      <WholeNumberInput
        label={t.port}
        min={RECEIPT_PRINTER_PORTS.first}
        max={RECEIPT_PRINTER_PORTS.last}
        // A port out of range stays as typed, so its message says why rather than it changing unseen.
        clampBehavior="none"
        {...form.getInputProps('port')}
      />
      <Radio.Group label={t.paperWidth} {...form.getInputProps('paperWidth')}>
        <Group gap="lg" mt={4}>
          {RECEIPT_PAPER_WIDTHS.map((width) => (
            <Radio
              key={width}
              value={String(width)}
              label={t.paperWidthOption(width, COLUMNS_ON_PAPER[width])}
            />
          ))}
        </Group>
      </Radio.Group>
    </FormDialog>
  );
}
