import { expect, test, type Page } from '@playwright/test';
import { FAKE_CAMERA_BARCODE } from '../../support/fake-camera';
import { signUp } from '../fixtures';

// Chromium's fake camera films a generated EAN-13 (playwright.config.ts); zxing decodes it in the page.

/** Every text the dialog's status line shows, in order (some show for half a second only). */
async function recordStatusTexts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { statusTexts: string[] }).statusTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[role="dialog"] [role="status"]')?.textContent ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const statusTexts = (page: Page) => page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts);

/** Keeps every camera stream the page opens, to check later that each was released. */
async function trackCameraStreams(page: Page) {
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams = streams;
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
}

const liveCameraTracks = (page: Page) =>
  page.evaluate(() => {
    const streams = (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams;
    return {
      opened: streams.length,
      live: streams.flatMap((s) => s.getTracks()).filter((t) => t.readyState === 'live').length,
    };
  });

async function openScanner(page: Page, action: 'Scan Food' | 'Scan Barcode') {
  await trackCameraStreams(page);
  await page.goto('/dashboard');
  await recordStatusTexts(page);
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('camera dialog with a camera', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('Scan Barcode decodes the filmed EAN-13, looks the product up and saves it to the diary', async ({ page }) => {
    const dialog = await openScanner(page, 'Scan Barcode');
    await dialog.getByRole('button', { name: 'Dinner' }).click();

    const result = page.getByRole('dialog', { name: 'Nutella (Ferrero)' });
    await expect(result).toBeVisible();
    expect(await statusTexts(page)).toEqual(
      expect.arrayContaining(['Starting camera...', `Detected: ${FAKE_CAMERA_BARCODE}`, 'Looking up product...']),
    );
    await expect(result.getByText('95% confident')).toBeVisible();
    await expect(result.getByText('Dinner', { exact: true })).toBeVisible();
    // The values are editable before saving.
    await expect(result.getByLabel('Calories')).toHaveValue('81');
    // The scanner stopped after the lookup: every camera stream it opened is released.
    const tracks = await liveCameraTracks(page);
    expect(tracks.opened).toBeGreaterThan(0);
    expect(tracks.live).toBe(0);

    await result.getByRole('button', { name: 'Save to Diary' }).click();
    await expect(page.getByText('Food Saved!')).toBeVisible();
    await expect(result).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Scan Barcode' })).toBeHidden();
    const entries = await (await page.request.get('/api/food-entries')).json();
    expect(entries).toMatchObject([
      { foodName: 'Nutella (Ferrero)', calories: 81, mealType: 'dinner', analysisMethod: 'barcode' },
    ]);
  });

  test('Scan Food: camera ready, capture, analyze with the vision model, insights, save with the photo', async ({
    page,
  }) => {
    const dialog = await openScanner(page, 'Scan Food');
    await expect(page.getByText('Camera Ready')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Lunch' })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: 'Capture' }).click();
    await expect(dialog.getByRole('img', { name: 'Captured food photo' })).toBeVisible();
    // Retake drops the still and restarts the camera; the next capture is the one analysed.
    await dialog.getByRole('button', { name: 'Retake' }).click();
    await expect(dialog.getByRole('img', { name: 'Captured food photo' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Capture' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Capture' }).click();
    await expect(dialog.getByRole('img', { name: 'Captured food photo' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retake' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Analyze Food' }).click();

    const result = page.getByRole('dialog', { name: 'Grilled Salmon with Rice' });
    await expect(result).toBeVisible();
    expect(await statusTexts(page)).toContain('Analyzing your food...');
    await expect(result.getByText('86% confident')).toBeVisible();
    await expect(result.getByText('Estimated')).toHaveCount(0);
    await expect(result.getByRole('list', { name: 'Nutrition insights' }).getByRole('listitem').first()).toContainText(
      'Large meal (612 kcal, very high-calorie): it takes a big share of your daily budget.',
    );

    await result.getByRole('button', { name: 'Save to Diary' }).click();
    await expect(page.getByText('Food Saved!')).toBeVisible();
    const [entry] = await (await page.request.get('/api/food-entries')).json();
    expect(entry).toMatchObject({
      foodName: 'Grilled Salmon with Rice',
      calories: 612,
      mealType: 'lunch',
      analysisMethod: 'camera',
    });
    // The stored photo is a JPEG at most 1024 px wide, served to its owner.
    const photo = await page.request.get(entry.imageUrl);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toContain('image/jpeg');
    const diary = page.getByRole('region', { name: 'Food Diary - Today' });
    await expect(diary.getByText('Grilled Salmon with Rice')).toBeVisible();
    await expect(diary.getByRole('img', { name: 'Photo of Grilled Salmon with Rice' })).toBeVisible();
  });
});
