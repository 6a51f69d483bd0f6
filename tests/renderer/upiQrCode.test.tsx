/**
 * The till's UPI QR code, read back as a customer's phone would read it: decoded with jsQR from the
 * code drawn on the sale screen, it is exactly the `upi://pay` link of the shop's UPI id and name, the
 * amount to pay by UPI and the note naming the sale; and it is drawn large enough to scan.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { counterText } from '@shared/strings/labels/counterScreen';
import { atOpenCounter, openSaleScreen, roundedDrill, rupeeShopConfig } from './counterFixtures';
import { decodeQrSvg } from '../support/qrCode';
import { adoptShopConfig, ok } from './render';

const t = counterText.pay;
const drill = roundedDrill;
const config = rupeeShopConfig();

/** The QR code drawn as `svg`, decoded as a phone reads it. */
const decode = (svg: Element) =>
  decodeQrSvg(svg.getAttribute('viewBox')!, svg.querySelector('path')!.getAttribute('d')!);

describe('the UPI QR code at the till', () => {
  it('decodes to the exact upi://pay link of the shop, the amount and the sale’s note, at 256 px or more', async () => {
    adoptShopConfig(config);
    atOpenCounter({
      'GET /config': () => ok(config),
      'GET /counter/lookup': () => ok(drill),
    });
    const user = userEvent.setup();
    await openSaleScreen();
    await user.keyboard(`${drill.barcode}{Enter}`);
    await screen.findByTestId('sale-cash-due');
    await user.click(screen.getByRole('radio', { name: 'UPI' }));
    await user.type(screen.getByLabelText(t.otherAmount.upi), '1000');

    const request = screen.getByTestId('digital-request');
    const note = within(request)
      .getByText(/^Note SALE-[A-Z0-9]{8}$/)
      .textContent!.replace('Note ', '');
    const qr = within(request).getByRole('img', { name: t.request.qr('₹1,000.00', 'Toolshop') });
    expect(Number(qr.getAttribute('width'))).toBeGreaterThanOrEqual(256);
    expect(decode(qr)).toBe(`upi://pay?pa=toolshop@okaxis&pn=Toolshop&am=1000.00&cu=INR&tn=${note}`);
  });
});
