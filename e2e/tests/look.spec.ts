import { expect, test, type Page } from '@playwright/test';
import {
  ERGONOMIC_ENTRY,
  stretchEntryDescription,
  stretchSessionMinutes,
  type ErgonomicStretch,
} from '@chairside/contracts';
import { seriousViolations, showCard, showStretchList, signUp } from './fixtures';

/** The look: the self-hosted font, the streak's icons, titles, the focus ring, and how the wide pages use their width. */

test.use({ viewport: { width: 1440, height: 900 } });

async function logMeal(page: Page, foodName: string, calories: number) {
  const res = await page.request.post('/api/food-entries', {
    data: { foodName, mealType: 'snack', calories, protein: 3, carbs: 20, fat: 4, tz: 'UTC', analysisMethod: 'manual' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('text is drawn in Roboto served by Chairside itself, swapped in, cached for good', async ({ page }) => {
  const fonts: { url: string; type: string; cache: string }[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'font')
      fonts.push({ url: r.url(), type: r.headers()['content-type'] ?? '', cache: r.headers()['cache-control'] ?? '' });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const faces = await page.evaluate(() =>
    [...document.fonts].map((f) => ({ family: f.family.replace(/"/g, ''), display: f.display, status: f.status })),
  );
  expect(faces.length).toBeGreaterThan(0);
  expect(faces.every((f) => f.family === 'Roboto' && f.display === 'swap')).toBe(true);
  expect(faces.some((f) => f.status === 'loaded')).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Roboto\b/);
  // From this site (no font service), as WOFF2, with a content hash that lets the browser keep it.
  expect(fonts.length).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  for (const f of fonts) {
    expect(f.url.startsWith(`${origin}/fonts/`), f.url).toBe(true);
    expect(f.type).toBe('font/woff2');
    expect(f.cache).toContain('immutable');
  }
});

test("the streak's flames are drawn as icons, not an emoji that each machine draws its own way", async ({ page }) => {
  await signUp(page.request);
  await logMeal(page, 'Apple', 95);
  await page.goto('/dashboard');
  const streak = page.getByRole('region', { name: 'Your Streak' });
  await showCard(streak);
  await expect(streak.getByText('1 day', { exact: true })).toBeVisible();
  const flames = streak.getByRole('img', { name: '1 day streak' });
  await expect(flames.locator('svg')).toHaveCount(1);
  expect(await streak.innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
});

test('a dialog title is as heavy as the card titles beneath it, and the focus ring is the brand teal', async ({
  page,
}) => {
  await signUp(page.request);
  await page.goto('/dashboard');
  const cardTitle = page.getByRole('region', { name: "Today's Overview" }).getByRole('heading', { level: 2 });
  await expect(cardTitle).toBeVisible();
  const style = (el: Element) => {
    const s = getComputedStyle(el);
    return { weight: Number(s.fontWeight), size: parseFloat(s.fontSize) };
  };
  const card = await cardTitle.evaluate(style);

  // Reached by the keyboard, as a keyboard user would: the ring shows, in Chairside's teal.
  const launcher = page.getByRole('button', { name: 'Quick actions' });
  for (let i = 0; i < 60 && !(await launcher.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(launcher).toBeFocused();
  const ring = await launcher.evaluate((el) => {
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, color: s.outlineColor, width: s.outlineWidth };
  });
  expect(ring).toEqual({ style: 'solid', color: 'rgb(15, 110, 110)', width: '3px' });

  await page.keyboard.press('Enter');
  const dialogTitle = page
    .getByRole('dialog', { name: 'Quick Actions' })
    .getByRole('heading', { name: 'Quick Actions' });
  await expect(dialogTitle).toBeVisible();
  const dialog = await dialogTitle.evaluate(style);
  expect(dialog.weight).toBeGreaterThanOrEqual(card.weight);
  expect(dialog.size).toBeGreaterThanOrEqual(card.size);
});

test("the dashboard's cards stack in two columns: a long diary leaves no gap under Today's Overview", async ({
  page,
}) => {
  await signUp(page.request);
  for (let i = 1; i <= 8; i++) await logMeal(page, `Snack number ${i}`, 100 + i);
  await page.goto('/dashboard');
  const diary = page.getByRole('region', { name: 'Food Diary - Today' });
  await expect(diary.getByText('Snack number 8')).toBeVisible();
  const overview = (await page.getByRole('region', { name: "Today's Overview" }).boundingBox())!;
  const actions = (await page.getByRole('region', { name: 'Quick Actions' }).boundingBox())!;
  const diaryBox = (await diary.boundingBox())!;
  // The diary beside the overview is the taller of the two...
  expect(diaryBox.height).toBeGreaterThan(overview.height + 100);
  expect(diaryBox.x).toBeGreaterThan(overview.x + overview.width);
  // ...and the next card on the left follows the overview at the grid's gap (16 px), not below the diary.
  expect(actions.x).toBe(overview.x);
  expect(actions.y - (overview.y + overview.height)).toBeLessThanOrEqual(17);
  expect(await seriousViolations(page)).toEqual([]);
});

test('Settings uses the width of a desktop: its cards in two columns', async ({ page }) => {
  await signUp(page.request);
  await page.goto('/settings');
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toBeVisible();
  const signIn = page.getByRole('region', { name: 'Sign-in methods' });
  const main = (await page.getByRole('main').boundingBox())!;
  const a = (await account.boundingBox())!;
  const s = (await signIn.boundingBox())!;
  expect(s.x).toBeGreaterThan(a.x + a.width);
  expect(Math.abs(s.y - a.y)).toBeLessThan(2);
  // Together they span the page's content (less its padding), leaving no empty half.
  expect(s.x + s.width - a.x).toBeGreaterThan(main.width * 0.9);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  expect(await seriousViolations(page)).toEqual([]);
});

test('"Completed!" reads as done, in colour, not as a greyed-out disabled button', async ({ page }) => {
  await signUp(page.request);
  const stretches: ErgonomicStretch[] = await (await page.request.get('/api/ergonomic-stretches')).json();
  const neck = stretches.find((s) => s.category === 'neck')!;
  const res = await page.request.post('/api/exercise-entries', {
    data: {
      exerciseType: 'ergonomic',
      name: neck.name,
      duration: stretchSessionMinutes(neck.duration),
      intensity: ERGONOMIC_ENTRY.intensity,
      caloriesBurned: neck.caloriesBurned,
      description: stretchEntryDescription(neck),
      metadata: { ...ERGONOMIC_ENTRY.metadata, stretchIds: [neck.id] },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto('/stretches');
  await showStretchList(page);
  const card = page.getByRole('article', { name: neck.name });
  const completed = card.getByText('Completed!');
  await expect(completed).toBeVisible();
  // Not a control that is switched off...
  await expect(card.getByRole('button', { name: 'Completed!' })).toHaveCount(0);
  // ...and drawn in a colour, where a disabled button is a pale grey.
  const colour = await completed.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = colour.match(/\d+/g)!.map(Number);
  expect(g! - Math.max(r!, b!), colour).toBeGreaterThan(30);
  const other = page.getByRole('button', { name: 'Mark as Complete' }).first();
  await expect(other).toBeEnabled();
});
