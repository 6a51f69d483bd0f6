import { useState } from 'react';
import { Modal } from '@mantine/core';
import type { CustomerAccount } from '@shared/creditSchemas';
import { creditText } from '@shared/strings/labels/credit';
import { CustomerLookup } from '../credit/CustomerLookup';
import { RecordPaymentDialog } from '../credit/RecordPaymentDialog';

/**
 * A customer's payment on account taken at the till (docs/credit.md): the customer found by email,
 * phone or name, then the payment, its cash going into this register's drawer.
 */
export function AccountPaymentDialog({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const [customer, setCustomer] = useState<CustomerAccount | null>(null);
  if (customer) return <RecordPaymentDialog customer={customer} sessionId={sessionId} onClose={onClose} />;
  return (
    <Modal opened onClose={onClose} title={creditText.till.accountPayment} centered>
      <CustomerLookup onPick={setCustomer} />
    </Modal>
  );
}
