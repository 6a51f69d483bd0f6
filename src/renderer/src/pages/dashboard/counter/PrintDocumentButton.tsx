import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { openInvoicePdf } from '../../../api/invoicePdf';
import { notifyError } from '../../../ui/notify';

/**
 * An invoice or a credit note, opened as an A4 PDF to print: the receipt printer's paper is too narrow
 * for one.
 */
export function PrintDocumentButton({ number, label }: { number: string; label: string }) {
  const [opening, setOpening] = useState(false);
  return (
    <Button
      variant="default"
      leftSection={<IconFileInvoice size={18} aria-hidden />}
      loading={opening}
      onClick={() => {
        setOpening(true);
        openInvoicePdf(number)
          .catch(notifyError)
          .finally(() => setOpening(false));
      }}
    >
      {label}
    </Button>
  );
}
