import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signUp, sideways } from './fixtures';

// This project's Chromium has no camera: Scan Barcode falls back to typing the number.
// The Open Food Facts fake never answers for 5901234123457 and does not know 4006381333931.
const UNANSWERED = '5901234123457';
const UNKNOWN = '4006381333931';

async function openScanBarcode(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Scan Barcode', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan Barcode' });
  await expect(dialog.getByLabel('Barcode number')).toBeVisible();
  return dialog;
}

test.describe('barcode fallback', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('without a camera at 390 px: one line says so, the number field sits right under it, Look Up on one line', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const dialog = await openScanBarcode(page);
    const why = dialog.getByText('The camera is not available. Type the number under the barcode instead.');
    await expect(why).toBeVisible();
    // No camera box between the message and the field, and no toast saying it again.
    const whyBox = (await why.boundingBox())!;
    const fieldBox = (await dialog.getByLabel('Barcode number').boundingBox())!;
    expect(fieldBox.y - (whyBox.y + whyBox.height)).toBeLessThan(80);
    await expect(page.getByText('Camera Not Available')).toHaveCount(0);
    // 'Look Up' is one line: as tall as the field beside it, not two lines of text.
    const lookUp = (await dialog.getByRole('button', { name: 'Look Up' }).boundingBox())!;
    expect(lookUp.height).toBeLessThan(48);
    expect(lookUp.x + lookUp.width).toBeLessThanOrEqual(390);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a product Open Food Facts does not know is said to be not found, by its code, with no toast', async ({
    page,
  }) => {
    const dialog = await openScanBarcode(page);
    await dialog.getByLabel('Barcode number').fill(UNKNOWN);
    await dialog.getByRole('button', { name: 'Look Up' }).click();
    await expect(dialog.getByText('Product not found', { exact: true })).toBeVisible();
    await expect(
      dialog.getByText(`Open Food Facts has no product with barcode ${UNKNOWN}.`, { exact: false }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    await expect(page.getByText('Barcode Lookup Failed')).toHaveCount(0);
    await expect(dialog.getByLabel('Barcode number')).toHaveValue(UNKNOWN);
  });

  test('the service does not answer: it says so, keeps the code into Enter it manually, and the food saved by hand is found on the next lookup', async ({
    page,
  }) => {
    const dialog = await openScanBarcode(page);
    const number = dialog.getByLabel('Barcode number');
    await number.fill(UNANSWERED);
    await dialog.getByRole('button', { name: 'Look Up' }).click();
    await expect(dialog.getByText('Open Food Facts did not answer', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText(/barcode 5901234123457 could not be looked up/)).toBeVisible();
    // Not 'Product not found': the service never said that.
    await expect(dialog.getByText(/not found/i)).toHaveCount(0);
    await expect(page.getByText('Barcode Lookup Failed')).toHaveCount(0);
    await expect(number).toHaveValue(UNANSWERED);
    await expect(dialog.getByRole('button', { name: 'Try Again' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Enter it manually' }).click();
    const manual = page.getByRole('dialog', { name: 'Add Manual Entry' });
    await expect(manual.getByText(`Barcode ${UNANSWERED}`)).toBeVisible();
    await manual.getByLabel('Food Name *').fill('Oat bar');
    await manual.getByLabel('Calories *').fill('190');
    await manual.getByLabel('Carbs (g)').fill('27');
    await manual.getByRole('button', { name: 'Save Entry' }).click();
    await expect(manual.getByText('Food Entry Saved!')).toBeVisible();
    await expect(manual).toBeHidden();

    // The next lookup of the code finds the member's own food, though the service still does not answer.
    const again = await openScanBarcode(page);
    await again.getByLabel('Barcode number').fill(UNANSWERED);
    await again.getByRole('button', { name: 'Look Up' }).click();
    const result = page.getByRole('dialog', { name: 'Oat bar' });
    await expect(result).toBeVisible();
    await expect(result.getByLabel('Calories')).toHaveValue('190');
    await expect(result.getByLabel('Carbs (g)')).toHaveValue('27');
    await result.getByRole('button', { name: 'Save to Diary' }).click();
    await expect(page.getByText('Food Saved!')).toBeVisible();
    const entries = (await (await page.request.get('/api/food-entries')).json()) as { foodName: string }[];
    expect(entries.map((e) => e.foodName)).toEqual(['Oat bar', 'Oat bar']);
  });
});
