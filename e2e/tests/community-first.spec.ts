import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { newUser, seriousViolations, signUp } from './fixtures';

// The run's community feed is shared by every test: each finds its own posts by a unique text.
const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
const BADGES = ['Macro Master', 'Wellness Warrior', 'Flexible Foodie'];

async function openCommunity(page: Page) {
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 2, name: 'Community Feed' })).toBeVisible();
  await expect(page.getByText('Loading posts...')).toBeHidden();
}

async function post(page: Page, content: string) {
  const res = await page.request.post('/api/community-posts', { data: { content } });
  expect(res.status(), await res.text()).toBe(201);
}

const top = async (page: Page, locator: ReturnType<Page['locator']>) =>
  (await locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)) as number;

test.describe('Community: members first', () => {
  test("on a 390 px phone the members' posts come before the sample cards, which stay reachable", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page.request, newUser('Jamie Fox'));
    const text = unique('Packed a salad for the clinic');
    await post(page, text);
    await openCommunity(page);
    const firstPost = page.getByRole('article').first();
    await expect(firstPost).toBeVisible();
    const champions = page.getByRole('heading', { name: 'Weekly Champions' });
    await expect(champions).toBeAttached();
    // Before: two sample cards pushed the first post about 1,000 px down.
    expect(await top(page, firstPost)).toBeLessThan(await top(page, champions));
    expect(await top(page, firstPost)).toBeLessThan(900);
    await champions.scrollIntoViewIfNeeded();
    await expect(champions).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Featured Success' })).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/community-first-390.png', fullPage: true });
  });

  test('at 1440 px the sample cards sit beside the feed, the posts in the first screen', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUp(page.request, newUser('Jamie Fox'));
    await post(page, unique('Stretched between patients'));
    await openCommunity(page);
    await expect(page.getByRole('article').first()).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Weekly Champions' })).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Weekly Champions' })).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a member who never took the quiz has no personality badge; the quiz result becomes it', async ({ page }) => {
    await signUp(page.request, newUser('Sam Ortiz'));
    const text = unique('First week logging lunch');
    await post(page, text);
    await openCommunity(page);
    const card = page.getByRole('article').filter({ hasText: text });
    await expect(card).toBeVisible();
    for (const badge of BADGES) await expect(card.getByText(badge, { exact: true })).toHaveCount(0);

    const quiz = await page.request.post('/api/nutrition-personality', {
      data: { personalityType: 'flexible_foodie', quizAnswers: Array.from({ length: 10 }, (_, i) => `Answer ${i}`) },
    });
    expect(quiz.status()).toBe(201);
    await page.reload();
    await expect(card.getByText('Flexible Foodie', { exact: true })).toBeVisible();
    await expect(card.getByText('Wellness Warrior', { exact: true })).toHaveCount(0);
  });

  test('"Meals shared today" counts a shared meal at once, without a reload', async ({ page }) => {
    await signUp(page.request, newUser('Kit Moreno'));
    const meal = { foodName: 'Tuna wrap', mealType: 'lunch', calories: 420, protein: 30, carbs: 38, fat: 14 };
    expect((await page.request.post('/api/food-entries', { data: meal })).status()).toBe(201);
    await openCommunity(page);
    const card = page.locator('.MuiCard-root').filter({ hasText: 'Meals shared today' });
    const figure = async () => Number((await card.innerText()).replace(/\D/g, ''));
    await expect(card).not.toContainText('—');
    const before = await figure();

    const composer = page.getByRole('region', { name: 'Share a Message' });
    await composer.getByRole('button', { name: 'Share Meal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share a Meal' });
    await dialog.getByRole('button', { name: /Tuna wrap/ }).click();
    await expect(dialog).toBeHidden();
    await composer.getByRole('button', { name: 'Post Message' }).click();
    await expect(page.getByText('Post Created!')).toBeVisible();
    // Other tests share meals at the same time: at least this one is counted.
    await expect.poll(figure).toBeGreaterThanOrEqual(before + 1);
  });
});
