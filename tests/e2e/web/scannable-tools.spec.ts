/**
 * Every tool can be scanned (docs/variants.md): every seeded tool has a SKU, a barcode and a weight,
 * which the edit form of a tool without options shows; a tool added without options takes its codes
 * in the add form, its barcode's check digit checked as it is typed; and the till finds them by
 * barcode or SKU. Screenshots at 1280 and 390 px; axe on each screen.
 */
import { expect, test } from '@playwright/test';
import { SEED_PRODUCTS } from '../../../src/server/seed';
import { gtinCheckDigit } from '../../../src/shared/gtin';
import { routes } from '../../../src/shared/routes';
import { counterText } from '../../../src/shared/strings/labels/counterScreen';
import { dashboardText } from '../../../src/shared/strings/labels/dashboard';
import { messages } from '../../../src/shared/strings/validation';
import { bodyOf } from '../../support/apiClient';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughUi } from './support/browser';
import { products } from './support/catalogue';
import { closeRegisters, openTill, scan } from './support/counter';
import { profilePhoto } from './support/files';
import { saveScreenshots } from './support/screenshots';
import { stack } from './support/stack';
import { adminSession, stackApi } from './support/stackApi';
import { usd } from '../../support/money';

const fields = dashboardText.addProduct;

test.afterEach(async () => closeRegisters(await adminSession()));

test('every seeded variant has a SKU, a barcode and a weight, and the till finds each by either code', async () => {
  const as = await adminSession();
  const catalogue = await products();
  for (const seed of SEED_PRODUCTS) {
    const product = catalogue.find((listed) => listed.name === seed.name);
    expect(product, seed.name).toBeDefined();
    for (const variant of product!.variants) {
      expect(variant.sku, seed.name).toBeTruthy();
      expect(variant.barcode, seed.name).toMatch(/^\d{13}$/);
      expect(variant.weightGrams, seed.name).toBeGreaterThan(0);
      for (const code of [variant.barcode!, variant.sku!]) {
        const found = bodyOf(await stackApi.counterLookup({ as, query: { code } }));
        expect(found, `${seed.name} by ${code}`).toMatchObject({
          variantId: variant._id,
          price: variant.price,
        });
      }
    }
  }
});

test('the codes of a tool without options are in its form, and the till scans it by them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const hammer = (await products()).find((product) => product.name === 'Claw Hammer 16 oz')!;
  const sole = hammer.variants[0]!;
  await signInThroughUi(page, stack.admin.email, stack.admin.password);

  // A seeded tool without options: its codes and weight, in its edit form.
  await page.goto(routes.editProduct(hammer._id));
  await expect(page.getByLabel(fields.sku)).toHaveValue(sole.sku!);
  await expect(page.getByLabel(fields.barcode)).toHaveValue(sole.barcode!);
  await expect(page.getByLabel(fields.weightGrams)).toHaveValue(String(sole.weightGrams));
  await expectNoAxeViolations(page, 'a seeded tool’s edit form, with its codes');
  await saveScreenshots(page, 'scannable-edit-product');

  // A new tool without options, its codes typed in the add form.
  const suffix = Date.now().toString().slice(-9);
  const body = `20${suffix}7`;
  const barcode = `${body}${gtinCheckDigit(body)}`;
  const wrongDigit = `${body}${(gtinCheckDigit(body) + 1) % 10}`;
  const name = `Scannable Chisel ${suffix}`;
  await page.goto(routes.addProduct);
  await page.getByLabel(fields.name).fill(name);
  await page.getByLabel(fields.description).fill('A bevel-edged chisel, 20 mm.');
  await page.getByLabel(fields.minimumOrder).fill('1');
  await page.getByLabel(fields.availableQuentity).fill('12');
  await page.getByLabel(fields.price).fill('8.75');
  await page.getByLabel(fields.sku).fill(`CHS-${suffix}`);
  await page.getByLabel(fields.barcode).fill(wrongDigit);
  await expect(page.getByText(messages.barcodeCheckDigit)).toBeVisible();
  await page.getByLabel(fields.barcode).fill(barcode);
  await expect(page.getByText(messages.barcodeCheckDigit)).toHaveCount(0);
  await page.getByLabel(fields.weightGrams).fill('350');
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel(fields.image).click();
  await (await chooser).setFiles(profilePhoto);
  await expectNoAxeViolations(page, 'the add form with a tool’s codes');
  await saveScreenshots(page, 'scannable-add-product');
  await page.getByRole('button', { name: fields.submit }).click();
  await expect(page.getByText(fields.added(name))).toBeVisible();
  const chisel = (await products()).find((product) => product.name === name)!;
  expect(chisel.variants).toMatchObject([{ sku: `CHS-${suffix}`, barcode, weightGrams: 350 }]);

  // The till finds the seeded hammer by its barcode, the chisel by its barcode and again by its SKU.
  await openTill(page, 20);
  await scan(page, sole.barcode!);
  await scan(page, barcode);
  await scan(page, `chs-${suffix}`);
  const lines = page.getByTestId('sale-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: name }).getByLabel(counterText.lines.quantityOf(name))).toHaveValue(
    '2',
  );
  await expect(page.getByTestId('sale-total')).toHaveText(usd(sole.price + 2 * 8.75));
  await expectNoAxeViolations(page, 'the till with scanned tools');
  await saveScreenshots(page, 'scannable-till');
  await page.getByRole('button', { name: counterText.pay.clear }).click();
  await expect(lines).toHaveCount(0);
});
