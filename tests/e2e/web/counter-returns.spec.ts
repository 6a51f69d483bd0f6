/**
 * Returns say the money (docs/counter-screen.md, Receipts and Returns): a sale at the web till prints
 * its receipt as an 80 mm page, each line's name on a row of its own and its quantity × price and total
 * on the next; a counter return's button says the refund as units are chosen, and once made the dialog
 * says the cash to give back; an order's Refund button says what is left to refund. Screenshots at
 * 1280 and 390 px; axe on each screen.
 */
import { expect, test } from '@playwright/test';
import { routes } from '../../../src/shared/routes';
import { counterText } from '../../../src/shared/strings/labels/counterScreen';
import { orders } from '../../../src/shared/strings/labels/orders';
import { receiptText } from '../../../src/shared/strings/receipt';
import { createAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughUi } from './support/browser';
import { addProduct, products } from './support/catalogue';
import { closeRegisters, keepPrintedPages, openTill, printedPages, scan } from './support/counter';
import { paidOrderFor } from './support/orders';
import { saveScreenshot, saveScreenshots } from './support/screenshots';
import { stack } from './support/stack';
import { adminSession } from './support/stackApi';
import { usd } from '../../support/money';

const t = counterText.returns;

test.afterEach(async () => closeRegisters(await adminSession()));

test('the receipt’s lines put the name alone on a row; a return says the refund, then the cash to give back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const catalogue = await products();
  const socketSet = catalogue.find((product) => product.name === 'Socket Set, 24 Pieces')!;
  const halfInch = socketSet.variants.find((variant) => variant.title === '1/2"')!;
  const hammer = catalogue.find((product) => product.name === 'Claw Hammer 16 oz')!;
  const hammerPrice = hammer.variants[0]!.price;

  await signInThroughUi(page, stack.admin.email, stack.admin.password);
  await openTill(page, 50);
  await keepPrintedPages(page);
  await scan(page, halfInch.sku!);
  await scan(page, hammer.variants[0]!.barcode!);
  await scan(page, hammer.variants[0]!.barcode!);
  await expect(page.getByTestId('sale-line')).toHaveCount(2);
  await page.keyboard.press('Enter');
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');
  const lastSale = page.getByTestId('last-sale');
  await expect(lastSale.getByTestId('change-due')).toHaveText(
    counterText.done.changeDue(usd(100 - halfInch.price - 2 * hammerPrice)),
  );
  const saleNumber = new RegExp(counterText.done.heading('(\\d+)')).exec(await lastSale.innerText())![1]!;

  // The receipt's 80 mm page: a name alone on its row, its quantity, price and total on the next.
  const paper = printedPages(page).locator('.counter-paper');
  await expect(paper).toHaveCount(1);
  await page.emulateMedia({ media: 'print' });
  try {
    const rows = await paper.locator('table').first().locator('tr').allInnerTexts();
    const cells = rows.map((row) => row.split('\t').map((cell) => cell.trim()));
    expect(cells).toEqual([
      [`Socket Set, 24 Pieces (${halfInch.title}) (${halfInch.sku})`],
      [receiptText.quantityTimesPrice(1, usd(halfInch.price)), usd(halfInch.price)],
      [`${hammer.name} (${hammer.variants[0]!.sku})`],
      [receiptText.quantityTimesPrice(2, usd(hammerPrice)), usd(2 * hammerPrice)],
    ]);
    await saveScreenshot(paper, 'receipt-80mm-page');
  } finally {
    await page.emulateMedia({ media: null });
  }

  // A return of one hammer: the button says the refund as it is chosen, then the cash to give back.
  await page.getByRole('button', { name: t.open }).click();
  const dialog = page.getByRole('dialog', { name: t.heading });
  await expect(dialog.getByLabel(t.receiptNumber)).toBeFocused();
  await scan(page, saleNumber);
  await expect(dialog.getByRole('button', { name: t.submit, exact: true })).toBeDisabled();
  await dialog.getByLabel(t.returnUnits(hammer.name)).fill('1');
  await expect(dialog.getByRole('button', { name: t.submitAmount(usd(hammerPrice)) })).toBeEnabled();
  await expect(dialog.getByTestId('return-goes-back')).toHaveText(t.goesBack({ cash: usd(hammerPrice) }));
  await expectNoAxeViolations(page, 'the counter return, a unit chosen');
  await saveScreenshots(page, 'counter-return-amount');
  await dialog.getByRole('button', { name: t.submitAmount(usd(hammerPrice)) }).click();
  const result = dialog.getByTestId('return-result');
  await expect(result.getByTestId('give-back')).toHaveText(t.giveBack(usd(hammerPrice)));
  await expect(result).toContainText(t.doneHeading(usd(hammerPrice), Number(saleNumber)));
  await expectNoAxeViolations(page, 'the counter return, done');
  await saveScreenshots(page, 'counter-return-give-back');
  await result.getByRole('button', { name: t.done }).click();
  await expect(dialog).toHaveCount(0);
});

test('an order’s Refund button says what is left to refund', async ({ page }) => {
  const tool = await addProduct({
    name: `Refundable Rasp ${Date.now()}`,
    description: 'A half-round cabinet rasp.',
    minimumOrder: 1,
    availableQuentity: 10,
    price: 18.4,
  });
  const order = await paidOrderFor(await createAccount(), tool);
  await signInThroughUi(page, stack.admin.email, stack.admin.password);
  await page.goto(routes.orderDetail(order._id));
  const refund = page.getByRole('button', { name: orders.refund(usd(order.totalPrice)) });
  await expect(refund).toBeVisible();
  await expectNoAxeViolations(page, 'a paid order’s page, its Refund button with the amount');
  await saveScreenshots(page, 'order-refund-amount');
  await refund.click();
  await expect(
    page.getByRole('dialog').getByRole('button', { name: orders.refundConfirm(usd(order.totalPrice)) }),
  ).toBeVisible();
});
