import { Fragment, useEffect, useRef } from 'react';
import JsBarcode from 'jsbarcode';
import { formatShopDateTime } from '@shared/money';
import { receiptLineParts, receiptMoneyRows, type PrintedReceipt } from '@shared/receipt';
import { receiptText } from '@shared/strings/receipt';
import { formatPrice } from '../../../money';

/** The receipt's number as a CODE128 barcode, as the thermal printer prints it, for returns. */
function NumberBarcode({ value }: { value: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (svg.current) {
      // The number is printed beneath as text of the page's own: drawing it, JsBarcode measures text on a canvas.
      JsBarcode(svg.current, value, {
        format: 'CODE128',
        height: 44,
        width: 1.6,
        margin: 0,
        displayValue: false,
      });
    }
  }, [value]);
  return (
    <>
      <svg ref={svg} role="img" aria-label={`${receiptText.receipt} ${value}`} />
      <div className="centre">{value}</div>
    </>
  );
}

/**
 * A counter receipt on an 80 mm page: the same lines the ESC/POS printer prints, each sold line's
 * name on a row of its own and its quantity, price and total on the next.
 */
export function ReceiptSlip({ receipt }: { receipt: PrintedReceipt }) {
  return (
    <div className="counter-paper">
      <h1>{receipt.shopName}</h1>
      {receipt.shopAddress.map((line) => (
        <div key={line} className="centre">
          {line}
        </div>
      ))}
      <hr />
      <div>
        {receiptText.receipt} {receipt.number}
      </div>
      {receipt.invoiceNumber && (
        <div>
          {receiptText.invoice} {receipt.invoiceNumber}
        </div>
      )}
      {receipt.taxIdentity.map((line) => (
        <div key={line}>{line}</div>
      ))}
      <div>{formatShopDateTime(receipt.at, receipt.timeZone)}</div>
      <div>
        {receiptText.register}: {receipt.register}
      </div>
      <div>
        {receiptText.cashier}: {receipt.cashier}
      </div>
      <hr />
      <table>
        <tbody>
          {receipt.lines
            .map((line) => receiptLineParts(line, formatPrice))
            .map((line, i) => (
              <Fragment key={i}>
                <tr>
                  <td colSpan={2}>{line.name}</td>
                </tr>
                <tr>
                  <td className="item">{line.quantityTimesPrice}</td>
                  <td className="amount">{line.total}</td>
                </tr>
              </Fragment>
            ))}
        </tbody>
      </table>
      <hr />
      <table>
        <tbody>
          {receiptMoneyRows(receipt).map((row) => (
            <tr key={row.label}>
              <td>{row.bold ? <strong>{row.label}</strong> : row.label}</td>
              <td className="amount">
                {row.bold ? <strong>{formatPrice(row.amount)}</strong> : formatPrice(row.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {receipt.accountDueOn && <div>{receiptText.accountDue(receipt.accountDueOn)}</div>}
      {receipt.offline && <p>{receiptText.offline}</p>}
      <NumberBarcode value={receipt.number} />
      <div className="centre">{receiptText.returns}</div>
      <div className="centre">{receiptText.thanks}</div>
    </div>
  );
}
