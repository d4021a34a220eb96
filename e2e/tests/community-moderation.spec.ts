import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { root } from '../support/stack-variant';
import { newUser, seriousViolations, signUp, type TestUser } from './fixtures';

/*
 * The moderators' review list on /community. A post is hidden from everyone once three established
 * members (accounts a day old with an entry of their own) report it; a moderator, made with the
 * set-role CLI as an operator would, restores or removes it.
 */

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
const REVIEW = 'Posts waiting for review';

/** An operator's command: the account becomes a moderator (the API offers no way to do it). */
function makeModerator(user: TestUser) {
  const out = execFileSync(
    process.execPath,
    [join(root, 'services/api/dist/cli/set-role.js'), user.email, 'moderator'],
    { env: process.env, encoding: 'utf8' },
  );
  expect(out).toContain(`${user.email} is now a moderator.`);
}

async function withDatabase<T>(fn: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/** Three established members: accounts made two days ago (set in the database) with a food entry each. */
async function establishedReporters(baseURL: string | undefined): Promise<APIRequestContext[]> {
  const out: APIRequestContext[] = [];
  for (let i = 0; i < 3; i++) {
    const ctx = await request.newContext({ baseURL });
    const user = await signUp(ctx, newUser('Casey Quinn'));
    const entry = await ctx.post('/api/food-entries', {
      data: { foodName: 'Apple', mealType: 'snack', calories: 80, analysisMethod: 'manual' },
    });
    expect(entry.status(), await entry.text()).toBe(201);
    await withDatabase((db) =>
      db.query(`UPDATE users SET created_at = now() - interval '2 days' WHERE username = $1`, [user.email]),
    );
    out.push(ctx);
  }
  return out;
}

/** A post by a member of its own, reported by all three: hidden from everyone but its author. */
async function hiddenPost(baseURL: string | undefined, reporters: APIRequestContext[], content: string, photo = false) {
  const author = await request.newContext({ baseURL });
  await signUp(author, newUser('Jordan Lee'));
  const image = photo
    ? await sharp({ create: { width: 96, height: 64, channels: 3, background: '#2a9d8f' } })
        .png()
        .toBuffer()
    : null;
  const res = await author.post('/api/community-posts', {
    multipart: image ? { content, image: { name: 'p.png', mimeType: 'image/png', buffer: image } } : { content },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  for (const r of reporters) expect((await r.post(`/api/community-posts/${id}/report`)).status()).toBe(200);
  await author.dispose();
  return id;
}

async function openCommunity(page: Page) {
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 2, name: 'Community Feed' })).toBeVisible();
  await expect(page.getByText('Loading posts...')).toBeHidden();
}

const reviewSection = (page: Page) => page.getByRole('region', { name: REVIEW });

test.describe('Moderation on /community', () => {
  let reporters: APIRequestContext[] = [];
  test.afterEach(async () => {
    await Promise.all(reporters.map((r) => r.dispose()));
    reporters = [];
  });

  test('a member sees no review list; a moderator restores one post and removes another, by keyboard', async ({
    page,
    browser,
    baseURL,
  }) => {
    reporters = await establishedReporters(baseURL);
    const restoreMe = unique('Hidden then restored');
    const removeMe = unique('Hidden then removed');
    await hiddenPost(baseURL, reporters, restoreMe);
    await hiddenPost(baseURL, reporters, removeMe);

    // A member: the posts are gone from the feed, and there is no review list.
    const memberContext = await browser.newContext({ baseURL });
    const memberPage = await memberContext.newPage();
    await signUp(memberPage.request, newUser('Sam Rivera'));
    await openCommunity(memberPage);
    await expect(memberPage.getByRole('heading', { name: REVIEW })).toHaveCount(0);
    await expect(memberPage.getByRole('article').filter({ hasText: restoreMe })).toHaveCount(0);

    const moderator = await signUp(page.request, newUser('Morgan Reyes'));
    makeModerator(moderator);
    await openCommunity(page);
    const review = reviewSection(page);
    await expect(review.getByRole('heading', { level: 2, name: REVIEW })).toBeVisible();
    const restoreCard = review.getByRole('article').filter({ hasText: restoreMe });
    await expect(restoreCard).toBeVisible();
    await expect(restoreCard.getByRole('heading', { level: 3, name: 'Jordan Lee' })).toBeVisible();
    await expect(restoreCard.getByText('Hidden by 3 reports')).toBeVisible();
    // Not in the moderator's own feed until restored.
    const feed = page.getByRole('region', { name: 'Community Feed' });
    await expect(feed.getByRole('article').filter({ hasText: restoreMe })).toHaveCount(0);

    await restoreCard.getByRole('button', { name: 'Restore' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Post Restored')).toBeVisible();
    await expect(restoreCard).toHaveCount(0);
    await expect(review.getByRole('heading', { level: 2, name: REVIEW })).toBeFocused();
    await expect(feed.getByRole('article').filter({ hasText: restoreMe })).toBeVisible();
    await memberPage.reload();
    await expect(memberPage.getByRole('article').filter({ hasText: restoreMe })).toBeVisible();
    await memberContext.close();

    const removeCard = review.getByRole('article').filter({ hasText: removeMe });
    await removeCard.getByRole('button', { name: 'Remove' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Remove this post?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      'It will be deleted for good, with its likes, comments and photo.',
    );
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Post Removed')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(removeCard).toHaveCount(0);
    await expect(page.getByRole('article').filter({ hasText: removeMe })).toHaveCount(0);
  });

  test('the empty list says so, and a failed load offers Retry', async ({ page }) => {
    const moderator = await signUp(page.request, newUser('Morgan Reyes'));
    makeModerator(moderator);
    let fail = true;
    await page.route('**/api/moderation/posts', (route) =>
      fail ? route.fulfill({ status: 500, json: { message: 'boom' } }) : route.fulfill({ json: [] }),
    );
    await openCommunity(page);
    const review = reviewSection(page);
    await expect(review.getByText('The posts waiting for review could not be loaded.')).toBeVisible();
    fail = false;
    await review.getByRole('button', { name: 'Retry' }).click();
    await expect(review.getByText('No posts waiting for review.')).toBeVisible();
    await expect(review.getByRole('article')).toHaveCount(0);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`axe and no sideways scroll at ${viewport.width} px with a post under review`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      reporters = await establishedReporters(baseURL);
      const text = unique(`Under review ${'with-a-very-long-unbroken-word-'.repeat(3)}`);
      const id = await hiddenPost(baseURL, reporters, text, true);
      const moderator = await signUp(page.request, newUser('Morgan Reyes'));
      makeModerator(moderator);
      await openCommunity(page);
      const card = reviewSection(page).getByRole('article').filter({ hasText: text });
      await expect(card).toBeVisible();
      // The moderator sees the photo of the post under review.
      const photo = card.getByRole('img', { name: 'Photo shared by Jordan Lee' });
      await photo.scrollIntoViewIfNeeded();
      await expect(photo).toHaveAttribute('src', `/api/community-images/${id}`);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways).toBeLessThanOrEqual(0);
    });
  }
});
