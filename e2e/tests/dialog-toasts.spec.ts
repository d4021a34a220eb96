import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp } from './fixtures';

// This project's Chromium has no camera: a photo is chosen from a file. The fake vision model
// answers 'Grilled Salmon with Rice' for any photo.

async function photoFile(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 640;
    c.height = 480;
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = '#2a9d8f';
    ctx.fillRect(0, 0, 640, 480);
    return c.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

/** Whether two boxes on the screen share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

async function analysedPhoto(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Scan Food', exact: true }).click();
  const scan = page.getByRole('dialog', { name: 'Scan Food' });
  await scan
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'lunch.png', mimeType: 'image/png', buffer: await photoFile(page) });
  // The photo is downscaled before it shows; Analyze pressed before that is refused as 'No Image'.
  await expect(scan.getByRole('img', { name: 'Captured food photo' })).toBeVisible();
  await scan.getByRole('button', { name: 'Analyze Food' }).click();
  const result = page.getByRole('dialog', { name: 'Grilled Salmon with Rice' });
  await expect(result).toBeVisible();
  return result;
}

test.describe('toasts and dialogs', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px a toast over an open dialog leaves its buttons free to press`, async ({
      page,
      context,
    }) => {
      // Share copies to the clipboard, which this browser answers only with the permission (else it waits on a prompt).
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.setViewportSize(viewport);
      const result = await analysedPhoto(page);
      await result.getByRole('button', { name: 'Share' }).click();
      const toast = page.getByRole('status').filter({ hasText: 'Link Copied' });
      await expect(toast).toBeVisible();
      const save = result.getByRole('button', { name: 'Save to Diary' });
      const cancel = result.getByRole('button', { name: 'Cancel' });
      expect(await overlap(toast, save)).toBe(false);
      expect(await overlap(toast, cancel)).toBe(false);
      // Pressed while the toast still shows: the click reaches the button, not the toast.
      await save.click({ timeout: 2000 });
      await expect(page.getByText('Food Saved!')).toBeVisible();
      await expect(result).toBeHidden();
    });
  }

  test('a barcode that is not found is said once, in the dialog, and Enter it manually can be pressed at once', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Scan Barcode', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan Barcode' });
    await dialog.getByLabel('Barcode number').fill('4006381333931');
    await dialog.getByRole('button', { name: 'Look Up' }).click();
    await expect(dialog.getByText('Product not found', { exact: true })).toBeVisible();
    // Once: no toast repeating it on top of the dialog.
    await expect(page.getByText('Product not found', { exact: true })).toHaveCount(1);
    await expect(page.getByText('Barcode Lookup Failed')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Enter it manually' }).click({ timeout: 2000 });
    await expect(page.getByRole('dialog', { name: 'Add Manual Entry' })).toBeVisible();
  });

  test('on a phone a toast sits at the top, away from the entry form and its buttons', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Scan Food', exact: true }).click();
    const scan = page.getByRole('dialog', { name: 'Scan Food' });
    // No photo yet: Analyze says so in a toast while the camera dialog is open.
    await scan.getByRole('button', { name: 'Analyze Food' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'No Image' });
    await expect(toast).toBeVisible();
    expect((await toast.boundingBox())!.y).toBeLessThan(120);
    expect(await overlap(toast, scan.getByRole('button', { name: 'Analyze Food' }))).toBe(false);
  });
});
