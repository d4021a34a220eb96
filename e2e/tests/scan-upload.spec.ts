import { expect, test } from '@playwright/test';
import { STORAGE_KEYS } from '@chairside/contracts';
import { seriousViolations, signUp } from './fixtures';

// This project's Chromium has no camera: the dialog falls back to choosing a photo.

/** A 1600x1200 PNG drawn in the page, so the upload is a real image of a known size. */
async function pngFile(page: import('@playwright/test').Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 1600;
    c.height = 1200;
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = '#e9c46a';
    ctx.fillRect(0, 0, 1600, 1200);
    return c.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

test.describe('camera dialog without a camera', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('says the camera is not available, refuses Analyze without a photo, and analyzes an uploaded photo downscaled', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Scan Food', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan Food' });
    await expect(page.getByText('Camera Not Available')).toBeVisible();
    await expect(dialog.getByText('The camera is not available. Choose a photo of your meal instead.')).toBeVisible();

    await dialog.getByRole('button', { name: 'Analyze Food' }).click();
    await expect(page.getByText('No Image')).toBeVisible();
    await expect(page.getByText('Please capture an image first.')).toBeVisible();

    // A file that is not an image is ignored.
    await dialog
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(dialog.getByRole('img', { name: 'Captured food photo' })).toHaveCount(0);
    // An image file that cannot be decoded says so.
    await dialog
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a jpeg') });
    await expect(page.getByText('Cannot Read Image')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Captured food photo' })).toHaveCount(0);

    await dialog
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'lunch.png', mimeType: 'image/png', buffer: await pngFile(page) });
    const still = dialog.getByRole('img', { name: 'Captured food photo' });
    await expect(still).toBeVisible();
    const stored = await still.evaluate((img: HTMLImageElement) => ({
      src: img.src.slice(0, 23),
      w: img.naturalWidth,
      h: img.naturalHeight,
    }));
    expect(stored).toEqual({ src: 'data:image/jpeg;base64,', w: 1024, h: 768 });
    // The Chairside watermark sits at the bottom right: pixels there differ from the plain photo, the top left does not.
    const marked = await still.evaluate((img: HTMLImageElement) => {
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const changed = (x: number, y: number, w: number, h: number) => {
        const d = ctx.getImageData(x, y, w, h).data;
        let n = 0;
        for (let i = 0; i < d.length; i += 4)
          if (Math.abs(d[i]! - 0xe9) + Math.abs(d[i + 1]! - 0xc4) + Math.abs(d[i + 2]! - 0x6a) > 60) n++;
        return n;
      };
      return { bottomRight: changed(c.width - 240, c.height - 60, 240, 60), topLeft: changed(0, 0, 240, 60) };
    });
    expect(marked.topLeft).toBe(0);
    expect(marked.bottomRight).toBeGreaterThan(50);

    const analyzed = page.waitForRequest((r) => r.url().endsWith('/api/analyze-food'));
    await dialog.getByRole('button', { name: 'Analyze Food' }).click();
    expect((await analyzed).postDataJSON()).toMatchObject({ mealType: 'lunch' });
    await expect(page.getByRole('dialog', { name: 'Grilled Salmon with Rice' })).toBeVisible();
  });

  test('Share copies the meal summary where the device has no share sheet; Cancel keeps nothing', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => delete (navigator as { share?: unknown }).share);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Scan Food', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan Food' });
    await dialog.getByRole('button', { name: 'Dinner' }).click();
    await dialog
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'dinner.png', mimeType: 'image/png', buffer: await pngFile(page) });
    // The photo is downscaled before it shows; Analyze pressed before that is refused as 'No Image'.
    await expect(dialog.getByRole('img', { name: 'Captured food photo' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Analyze Food' }).click();
    const result = page.getByRole('dialog', { name: 'Grilled Salmon with Rice' });
    await result.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link Copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Grilled Salmon with Rice');
    expect(copied).toContain('612');
    await result.getByRole('button', { name: 'Cancel' }).click();
    await expect(result).toBeHidden();
    expect(await (await page.request.get('/api/food-entries')).json()).toEqual([]);
  });

  test('Scan Barcode without a camera: the typed number is looked up; an unknown product says so', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Scan Barcode', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan Barcode' });
    await expect(
      dialog.getByText('The camera is not available. Type the number under the barcode instead.'),
    ).toBeVisible();
    const number = dialog.getByLabel('Barcode number');
    await number.fill('12ab');
    await dialog.getByRole('button', { name: 'Look Up' }).click();
    await expect(dialog.getByText('Enter the 8 to 14 digits under the barcode.')).toBeVisible();

    await number.fill('4006381333931');
    await dialog.getByRole('button', { name: 'Look Up' }).click();
    // Said in the dialog (no toast on top of it); a product not found can be typed in instead.
    await expect(dialog.getByText('Product not found')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Enter it manually' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Snack' }).click();
    await number.fill('3017620422003');
    await dialog.getByRole('button', { name: 'Look Up' }).click();
    const result = page.getByRole('dialog', { name: 'Nutella (Ferrero)' });
    await expect(result).toBeVisible();
    await expect(result.getByText('Snack', { exact: true })).toBeVisible();
    await result.getByRole('button', { name: 'Save to Diary' }).click();
    await expect(page.getByText('Food Saved!')).toBeVisible();
    expect(await (await page.request.get('/api/food-entries')).json()).toMatchObject([
      { foodName: 'Nutella (Ferrero)', mealType: 'snack', analysisMethod: 'barcode' },
    ]);
  });

  test('the analysed values are editable before Save to Diary, and saved as edited', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Scan Food', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan Food' });
    await dialog
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'lunch.png', mimeType: 'image/png', buffer: await pngFile(page) });
    await expect(dialog.getByRole('img', { name: 'Captured food photo' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Analyze Food' }).click();
    const result = page.getByRole('dialog', { name: 'Grilled Salmon with Rice' });
    await expect(result.getByLabel('Calories')).toHaveValue('612');
    expect(await seriousViolations(page)).toEqual([]);
    await result.getByLabel('Food Name').fill('Salmon, half the rice');
    await result.getByLabel('Calories').fill('-1');
    await expect(result.getByText('Cannot be negative')).toBeVisible();
    await expect(result.getByRole('button', { name: 'Save to Diary' })).toBeDisabled();
    await result.getByLabel('Calories').fill('480');
    await result.getByLabel('Carbs (g)').fill('30');
    await result.getByRole('button', { name: 'Save to Diary' }).click();
    await expect(page.getByText('Food Saved!')).toBeVisible();
    const [entry] = await (await page.request.get('/api/food-entries')).json();
    expect(entry).toMatchObject({
      foodName: 'Salmon, half the rice',
      calories: 480,
      carbs: 30,
      analysisMethod: 'camera',
    });
    await expect(page.getByRole('region', { name: "Today's Overview" }).getByText('Eaten 480 kcal')).toBeVisible();
  });

  test('Enter it manually after a barcode that is not found opens the entry form', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Scan Barcode', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan Barcode' });
    await dialog.getByLabel('Barcode number').fill('4006381333931');
    await dialog.getByRole('button', { name: 'Look Up' }).click();
    await dialog.getByRole('button', { name: 'Enter it manually' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Manual Entry' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('the stored camera flag opens the dialog once', async ({ page }) => {
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, 'camera'), STORAGE_KEYS.pendingAction);
    await page.goto('/dashboard');
    await expect(page.getByRole('dialog', { name: 'Scan Food' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.pendingAction)).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your Fitness & Nutrition Dashboard' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Scan Food' })).toHaveCount(0);
  });
});
