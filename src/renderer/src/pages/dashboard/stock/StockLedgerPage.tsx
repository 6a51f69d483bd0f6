import { stockText } from '@shared/strings/labels/stock';
import { PageHeading } from '../PageHeading';
import { MovementHistory } from './MovementHistory';

/** `/dasboard/stock`: every change of stock in the shop, with its reason, newest first. */
export function StockLedgerPage() {
  return (
    <>
      <PageHeading title={stockText.ledger.title} />
      <MovementHistory caption={stockText.ledger.caption} />
    </>
  );
}
