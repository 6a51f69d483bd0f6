/**
 * A till that fits: the sale screen takes the whole window under its own bar, no
 * storefront header or footer and no dashboard menu, and at 1280×800, a 1024×768 tablet and a 390 px
 * phone every column of the sale, each line's total and its Remove button sit inside the window,
 * nothing scrolling sideways. The keyboard still sells on the phone, and a toast there leaves the
 * next sale's Pay and Clear sale uncovered. Screenshots at all three sizes; axe on each.
 */
import { expect, test, type Page } from '@playwright/test';
import { routes } from '../../../src/shared/routes';
import { counterText } from '../../../src/shared/strings/labels/counterScreen';
import { nav } from '../../../src/shared/strings/labels/shell';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughUi } from './support/browser';
import { products } from './support/catalogue';
import { closeRegisters, openTill, scan } from './support/counter';
import { saveScreenshot, saveScreenshots } from './support/screenshots';
import { stack } from './support/stack';
import { adminSession } from './support/stackApi';

const t = counterText;
const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const COLUMNS = [
  t.lines.tool,
  t.lines.price,
  t.lines.stock,
  t.lines.quantity,
  t.lines.total,
  t.lines.removeColumn,
];

test.afterEach(async () => closeRegisters(await adminSession()));

/** Fails unless the element lies between the window's left and right edges. */
async function expectWithinWidth(page: Page, element: ReturnType<Page['locator']>, what: string) {
  const box = await element.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge at ${width} px`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge at ${width} px`).toBeLessThanOrEqual(width);
}

/** Every column of the sale, each line's total and Remove, inside the window; the page never scrolls sideways. */
async function expectSaleFits(page: Page) {
  const headers = page.getByTestId('sale-lines').getByRole('columnheader');
  await expect(headers).toHaveText(COLUMNS);
  for (const [index, name] of COLUMNS.entries()) {
    await expectWithinWidth(page, headers.nth(index), `the ${name} column`);
  }
  const lines = page.getByTestId('sale-line');
  await expect(lines).toHaveCount(2);
  for (const index of [0, 1]) {
    const line = lines.nth(index);
    await expectWithinWidth(page, line.getByTestId('line-total'), `line ${index + 1}'s total`);
    await expectWithinWidth(
      page,
      line.getByRole('button', { name: new RegExp(`^${t.lines.remove('')}`) }),
      `line ${index + 1}'s Remove`,
    );
  }
  await expectWithinWidth(page, page.getByRole('button', { name: t.pay.submit }), 'Pay');
  const scrollWidth = await page.evaluate('document.documentElement.scrollWidth');
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('the till takes the whole window and fits a desktop, a tablet and a phone', async ({ page }) => {
  test.setTimeout(120_000);
  // The two scannable tools with the longest names (their last variant, its options in the name): the
  // hardest to fit. Other specs of the run add tools without a barcode.
  const [first, second] = (await products())
    .map((product) => ({ product, variant: product.variants.at(-1)! }))
    .filter(({ variant }) => variant.availableQuantity > 0 && variant.barcode)
    .sort(
      (a, b) => `${b.product.name}${b.variant.title}`.length - `${a.product.name}${a.variant.title}`.length,
    );
  await page.setViewportSize(DESKTOP);
  await signInThroughUi(page, stack.admin.email, stack.admin.password);
  await openTill(page, 100);

  // The till's own bar in place of the storefront's header, footer and the dashboard's menu.
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: nav.mainNavigation })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: nav.dashboard })).toHaveCount(0);
  await expect(page.getByText(/, session \d+$/)).toBeVisible();
  for (const control of [t.returns.open, t.register.actions]) {
    await expect(page.getByRole('button', { name: control })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: nav.accountMenu })).toBeVisible();

  await scan(page, first!.variant.barcode!);
  await scan(page, second!.variant.barcode!);
  await expect(page.getByTestId('sale-line')).toHaveCount(2);
  await expect(page.getByLabel(t.scan.label)).toBeFocused();

  await expectSaleFits(page);
  await expectNoAxeViolations(page, 'the till at 1280×800');

  await page.setViewportSize(TABLET);
  await expectSaleFits(page);
  await expectNoAxeViolations(page, 'the till at 1024×768');
  await saveScreenshot(page, 'till-fits-1024');

  await page.setViewportSize(PHONE);
  await expectSaleFits(page);
  await expectNoAxeViolations(page, 'the till at 390 px');
  // Single column on the phone: the payment under the sale's lines.
  const linesBox = (await page.getByTestId('sale-lines').boundingBox())!;
  const paymentBox = (await page.getByRole('form', { name: t.pay.heading }).boundingBox())!;
  expect(paymentBox.y).toBeGreaterThanOrEqual(linesBox.y + linesBox.height);

  await saveScreenshots(page, 'till-fits');

  // The keyboard alone still sells on the phone: Enter on the empty scan box goes to the cash, Enter
  // pays. The receipt is emailed, which a toast says.
  await page.setViewportSize(PHONE);
  const receiptTo = 'till-fits@toolshop.test';
  await page.getByLabel(t.pay.customerEmail).fill(receiptTo);
  await page.getByLabel(t.scan.label).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(t.pay.cashTendered)).toBeFocused();
  await page.keyboard.type('1000');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('last-sale')).toBeVisible();
  await expect(page.getByTestId('sale-line')).toHaveCount(0);
  await expect(page.getByLabel(t.scan.label)).toBeFocused();

  // The next sale's Pay and Clear sale, at the foot of the stacked till, are not under that toast
  // while it shows, with the page scrolled to its end as a cashier's thumb leaves it.
  const toast = page.getByRole('alert').filter({ hasText: t.done.emailed(receiptTo) });
  await expect(toast).toBeVisible();
  await scan(page, second!.variant.barcode!);
  await page.getByRole('button', { name: t.pay.exact }).click();
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  const pay = page.getByRole('button', { name: t.pay.submit });
  await expect(pay).toBeEnabled();
  const toastBox = (await toast.boundingBox())!;
  for (const control of [pay, page.getByRole('button', { name: t.pay.clear })]) {
    const box = (await control.boundingBox())!;
    expect(box.y + box.height, 'scrolled to the end, the control is in the window').toBeLessThanOrEqual(
      PHONE.height,
    );
    const overlaps =
      toastBox.x < box.x + box.width &&
      box.x < toastBox.x + toastBox.width &&
      toastBox.y < box.y + box.height &&
      box.y < toastBox.y + toastBox.height;
    expect(overlaps, `the toast at ${JSON.stringify(toastBox)}, the control at ${JSON.stringify(box)}`).toBe(
      false,
    );
  }
  await expect(toast).toBeVisible();
  await saveScreenshot(page, 'till-fits-toast-390');
  await pay.click();
  await expect(page.getByTestId('sale-line')).toHaveCount(0);

  // The bar's link goes back to the dashboard, its menu around it again.
  await page.getByRole('link', { name: t.bar.backToDashboard }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.dashboard}(/[a-z]+)?$`));
  await expect(page.getByRole('heading', { level: 1, name: nav.dashboard })).toBeVisible();
});
