/**
 * Variants as a customer and the admin meet them (docs/variants.md): the customer picks a variant on
 * a tool's page (the address follows with `?variant=`, and so do price and stock), buys two variants
 * of the tool in one order and pays; the admin sees both variants on the order, the packing slip
 * and the orders' CSV, and edits the variants in the product form. The product page and the form
 * are checked with axe and saved at both widths.
 */
import { expect, test } from '@playwright/test';
import type { Order, Product } from '../../../src/shared/entities';
import { routes } from '../../../src/shared/routes';
import { variantName } from '../../../src/shared/stockLedger';
import { common, fieldLabels } from '../../../src/shared/strings/labels/common';
import { dashboardText } from '../../../src/shared/strings/labels/dashboard';
import { orders, packingSlipText } from '../../../src/shared/strings/labels/orders';
import { productPageText } from '../../../src/shared/strings/labels/productPage';
import { shopping } from '../../../src/shared/strings/labels/shopping';
import { cartPage } from '../../../src/shared/strings/labels/cartPage';
import { landing, purchase } from '../../../src/shared/strings/labels/storefront';
import { toasts } from '../../../src/shared/strings/labels/toasts';
import { bodyOf } from '../../support/apiClient';
import { createAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughUi } from './support/browser';
import { products } from './support/catalogue';
import { saveScreenshots } from './support/screenshots';
import { apiURL, stack } from './support/stack';
import { adminSession, stackApi } from './support/stackApi';
import { ean13 } from '../../support/barcodes';
import { usd } from '../../support/money';

/** The test's own drill, in two batteries, so no other test's orders move its stock. */
async function addDrill(): Promise<Product> {
  const suffix = Date.now().toString(36);
  const digits = String(Date.now()).slice(-9);
  const [seeded] = await products();
  const res = await stackApi.addProduct({
    as: await adminSession(),
    body: {
      name: `Variant Drill ${suffix}`,
      description: 'An 18 V drill driver with the battery of your choice.',
      img: seeded!.img,
      minimumOrder: 1,
      options: [{ name: 'Battery', values: ['18 V 2 Ah', '18 V 5 Ah'] }],
      variants: [
        {
          options: { Battery: '18 V 2 Ah' },
          sku: `VDR-${suffix}-2`,
          barcode: ean13(`21${digits}1`),
          price: 129.99,
          availableQuantity: 12,
        },
        {
          options: { Battery: '18 V 5 Ah' },
          sku: `VDR-${suffix}-5`,
          barcode: ean13(`21${digits}2`),
          price: 159.99,
          availableQuantity: 6,
        },
      ],
    },
  });
  expect(res.status).toBe(201);
  return bodyOf(res);
}

test('a customer picks a variant, buys two variants of one tool in one order; the admin sees both on the order, the slip and the CSV', async ({
  page,
  request,
  browser,
}) => {
  const drill = await addDrill();
  const [small, large] = drill.variants as [Product['variants'][number], Product['variants'][number]];
  const account = await createAccount();
  await page.goto(routes.home);
  await signInThroughUi(page, account.email, account.password);

  // The page opens on the first variant; picking the other puts it in the address, with its price and stock.
  await page.goto(routes.product(drill._id));
  const main = page.getByRole('main');
  await expect(main.getByTestId('variant-price')).toHaveText(landing.price(usd(129.99)));
  await main.getByRole('link', { name: '18 V 5 Ah' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${large._id}$`));
  await expect(main.getByRole('link', { name: '18 V 5 Ah' })).toHaveAttribute('aria-current', 'true');
  await expect(main.getByTestId('variant-price')).toHaveText(landing.price(usd(159.99)));
  await expect(main.getByText(landing.inStock(6))).toBeVisible();
  // Search engines read a ProductGroup with each variant's own offer and GTIN.
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
  expect(ld).toMatchObject({ '@type': 'ProductGroup', productGroupID: drill._id, variesBy: ['Battery'] });
  expect(ld.hasVariant).toMatchObject([
    { '@type': 'Product', sku: small.sku, gtin: small.barcode, offers: { price: '129.99' } },
    { '@type': 'Product', sku: large.sku, gtin: large.barcode, offers: { price: '159.99' } },
  ]);
  await expectNoAxeViolations(page, 'a product page with variants');
  await saveScreenshots(page, 'variants-product-page');

  // The address alone chooses it too (the server renders that variant).
  await page.goto(routes.productVariant(drill._id, large._id));
  await expect(main.getByTestId('variant-price')).toHaveText(landing.price(usd(159.99)));
  // Pressed at once, before the app may have taken the page over: it is done all the same, in the
  // signed-in customer's own cart.
  await main.getByRole('button', { name: shopping.addToCart }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: shopping.added(variantName(drill.name, '18 V 5 Ah'), 1) }),
  ).toBeVisible();
  await main.getByRole('link', { name: '18 V 2 Ah' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${small._id}$`));
  await main.getByLabel(fieldLabels.quantity).fill('2');
  await main.getByRole('button', { name: shopping.addToCart }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: shopping.added(variantName(drill.name, '18 V 2 Ah'), 2) }),
  ).toBeVisible();

  await page.goto(routes.checkout);
  const lines = page.getByTestId('order-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: variantName(drill.name, '18 V 5 Ah') })).toContainText(
    cartPage.lineSummary(1, usd(159.99)),
  );
  await expect(lines.filter({ hasText: variantName(drill.name, '18 V 2 Ah') })).toContainText(
    cartPage.lineSummary(2, usd(129.99)),
  );
  await page.getByLabel(purchase.recipient).fill('Nadia Rahman');
  await page.getByLabel(purchase.street, { exact: true }).fill('27 Workshop Lane');
  await page.getByLabel(fieldLabels.city).fill('Dhaka');
  await page.getByLabel(fieldLabels.postalCode).fill('1212');
  await page.getByRole('textbox', { name: fieldLabels.phone, exact: true }).fill('01711000000');
  await expect(page.getByLabel(common.loading)).toHaveCount(0);
  await page.getByRole('button', { name: cartPage.placeOrder }).click();
  await expect(page).toHaveURL(/\/dasboard\/payment\/[\w-]+$/);
  const orderId = page.url().split('/').pop()!;
  const placed = (await (
    await request.get(`${apiURL}/order/${orderId}`, {
      headers: { Authorization: `Bearer ${account.accessToken}` },
    })
  ).json()) as Order;
  expect(placed.lines.map((line) => [line.variantId, line.variantTitle, line.quantity])).toEqual([
    [large._id, '18 V 5 Ah', 1],
    [small._id, '18 V 2 Ah', 2],
  ]);
  await page.getByLabel(dashboardText.payment.cardNumber).fill('4242 4242 4242 4242');
  await page.getByLabel(dashboardText.payment.expiry).fill('12/34');
  await page.getByLabel(dashboardText.payment.cvc).fill('123');
  await page.getByRole('button', { name: orders.pay, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: toasts.paymentSaved })).toBeVisible();

  // Each variant's stock went down by its own units.
  const listed = (await products()).find((p) => p._id === drill._id)!;
  expect(listed.variants.map((v) => v.availableQuantity)).toEqual([10, 5]);
  expect(listed.availableQuentity).toBe(15);

  const admin = await (await browser.newContext()).newPage();
  await signInThroughUi(admin, stack.admin.email, stack.admin.password);
  await admin.goto(routes.orderDetail(orderId));
  const detail = admin.getByRole('main');
  await expect(detail.getByText(variantName(drill.name, '18 V 5 Ah'), { exact: true })).toBeVisible();
  await expect(detail.getByText(variantName(drill.name, '18 V 2 Ah'), { exact: true })).toBeVisible();
  await expect(detail.getByText(productPageText.sku(large.sku!))).toBeVisible();

  await admin.getByRole('link', { name: packingSlipText.print }).click();
  const slip = admin.getByRole('article', { name: packingSlipText.title });
  await expect(
    slip.getByRole('checkbox', { name: packingSlipText.packedLine(1, variantName(drill.name, '18 V 5 Ah')) }),
  ).toBeVisible();
  await expect(
    slip.getByRole('checkbox', { name: packingSlipText.packedLine(2, variantName(drill.name, '18 V 2 Ah')) }),
  ).toBeVisible();
  await expect(slip).toContainText(productPageText.sku(small.sku!));

  const csv = bodyOf(
    await stackApi.exportOrders({ as: await adminSession(), query: { q: drill.name } }),
  ) as unknown as string;
  expect(csv).toContain(`,18 V 5 Ah,${large.sku}`);
  expect(csv).toContain(`,18 V 2 Ah,${small.sku}`);

  // The product form shows the variants editor with each variant's row.
  await admin.goto(routes.editProduct(drill._id));
  const form = admin.getByRole('region', { name: dashboardText.variants.title });
  await expect(
    form.getByRole('textbox', { name: dashboardText.variants.field('SKU', '18 V 5 Ah') }),
  ).toHaveValue(large.sku!);
  await expectNoAxeViolations(admin, 'the product form with variants');
  await saveScreenshots(admin, 'variants-product-form');
  await admin.context().close();
});
