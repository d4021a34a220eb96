import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { newUser, seriousViolations, signedOutToastShown, signUp, watchToasts } from './fixtures';

// Every test shares the run's one community feed, so each finds its own posts by a unique text.
const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
const BADGES = ['Macro Master', 'Wellness Warrior', 'Flexible Foodie'];

async function openCommunity(page: Page) {
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Community Feed' })).toBeVisible();
  await expect(page.getByText('Loading posts...')).toBeHidden();
}

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

async function postViaApi(page: Page, content: string): Promise<{ id: string }> {
  const res = await page.request.post('/api/community-posts', { data: { content } });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** A second member in a browser context of their own. */
async function otherMember(browser: Browser, baseURL: string | undefined, name: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const user = await signUp(page.request, newUser(name));
  return { context, page, user };
}

async function pngBuffer(): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 20, g: 140, b: 120 } } })
    .png()
    .toBuffer();
}

test.describe('Community page', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request, newUser('Avery Stone'));
  });

  test('posts a message: Post Message needs text, the card shows who, when and what', async ({ page }) => {
    await openCommunity(page);
    const composer = page.getByRole('region', { name: 'Share a Message' });
    const message = composer.getByRole('textbox', { name: 'Message' });
    const postButton = composer.getByRole('button', { name: 'Post Message' });
    await expect(postButton).toBeDisabled();
    await message.fill('   \n  ');
    await expect(postButton).toBeDisabled();
    const text = unique('Flossed after lunch');
    await message.fill(text);
    await expect(postButton).toBeEnabled();
    // 'Posting...' while the call is out: hold it until the label has been seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/community-posts', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      await route.fallback();
    });
    await postButton.click();
    await expect(composer.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    release();
    await expect(page.getByText('Post Created!')).toBeVisible();
    await expect(page.getByText('Your post has been shared with the community.')).toBeVisible();
    await expect(message).toHaveValue('');
    await page.unroute('**/api/community-posts');

    const card = postCard(page, text);
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAccessibleName(/^Avery Stone (just now|1 minute ago)$/);
    await expect(card.getByRole('heading', { level: 3, name: 'Avery Stone' })).toBeVisible();
    await expect(card.getByText('AS', { exact: true })).toBeVisible();
    // No quiz taken, so no personality badge.
    for (const badge of BADGES) await expect(card.getByText(badge, { exact: true })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Like, 0 likes' })).toHaveAttribute('aria-pressed', 'false');
    // The newest post heads the feed.
    await expect(page.getByRole('article').first()).toContainText(text);
  });

  test('posts a photo: image files only, a removable preview, then the photo in the post', async ({ page }) => {
    await openCommunity(page);
    const composer = page.getByRole('region', { name: 'Share a Message' });
    const input = composer.getByLabel('Attach a photo');
    await expect(input).toHaveAttribute('accept', 'image/*');

    // A file that is not an image is ignored.
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(composer.getByRole('img', { name: 'Selected photo' })).toHaveCount(0);

    const png = { name: 'lunch.png', mimeType: 'image/png', buffer: await pngBuffer() };
    await input.setInputFiles(png);
    await expect(page.getByText('Image Selected')).toBeVisible();
    await expect(composer.getByRole('img', { name: 'Selected photo' })).toBeVisible();
    await composer.getByRole('button', { name: 'Remove photo' }).click();
    await expect(composer.getByRole('img', { name: 'Selected photo' })).toHaveCount(0);

    await input.setInputFiles(png);
    await expect(composer.getByRole('img', { name: 'Selected photo' })).toBeVisible();
    const text = unique('Prepped lunch');
    await composer.getByRole('textbox', { name: 'Message' }).fill(text);
    await composer.getByRole('button', { name: 'Post Message' }).click();
    await expect(page.getByText('Post Created!')).toBeVisible();
    await expect(composer.getByRole('img', { name: 'Selected photo' })).toHaveCount(0);

    const photo = postCard(page, text).getByRole('img', { name: 'Photo shared by Avery Stone' });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
  });

  test('shares a meal: today’s meals, the generated text, the meal card on the post', async ({ page }) => {
    await openCommunity(page);
    const composer = page.getByRole('region', { name: 'Share a Message' });
    await composer.getByRole('button', { name: 'Share Meal' }).click();
    let dialog = page.getByRole('dialog', { name: 'Share a Meal' });
    await expect(dialog.getByText('No meals logged today')).toBeVisible();
    await expect(dialog.getByText('Log some food entries first to share them with the community.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    const meal = {
      foodName: 'Greek yogurt bowl',
      mealType: 'breakfast',
      calories: 320,
      protein: 18,
      carbs: 40,
      fat: 9,
    };
    const logged = await page.request.post('/api/food-entries', { data: { ...meal, analysisMethod: 'manual' } });
    expect(logged.status(), await logged.text()).toBe(201);
    await page.reload();
    await composer.getByRole('button', { name: 'Share Meal' }).click();
    dialog = page.getByRole('dialog', { name: 'Share a Meal' });
    await expect(dialog.getByRole('button', { name: /Greek yogurt bowl/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: /Greek yogurt bowl/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Meal Added')).toBeVisible();
    const generated = 'Just had Greek yogurt bowl for breakfast: 320 kcal, 18 g protein, 40 g carbs, 9 g fat.';
    await expect(composer.getByRole('textbox', { name: 'Message' })).toHaveValue(generated);
    await expect(composer.getByText('Greek yogurt bowl', { exact: true })).toBeVisible();

    await composer.getByRole('button', { name: 'Post Message' }).click();
    await expect(page.getByText('Post Created!')).toBeVisible();
    const card = page.getByRole('article').first();
    await expect(card).toContainText(generated);
    await expect(card.getByText('Greek yogurt bowl', { exact: true })).toBeVisible();
    await expect(card.getByText('Breakfast', { exact: true })).toBeVisible();
    await expect(card.getByText('320 kcal', { exact: true })).toBeVisible();
    await expect(card.getByText('Protein 18 g · Carbs 40 g · Fat 9 g')).toBeVisible();
  });

  test('a failed post keeps what was typed; a signed-out post follows the unauthorized flow', async ({ page }) => {
    await watchToasts(page);
    await openCommunity(page);
    const composer = page.getByRole('region', { name: 'Share a Message' });
    const message = composer.getByRole('textbox', { name: 'Message' });
    const text = unique('Will this post?');
    await message.fill(text);
    await page.route('**/api/community-posts', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } })
        : route.fallback(),
    );
    await composer.getByRole('button', { name: 'Post Message' }).click();
    await expect(page.getByText('Failed to create post. Please try again.')).toBeVisible();
    await expect(message).toHaveValue(text);

    await page.unroute('**/api/community-posts');
    await page.route('**/api/community-posts', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 401, json: { statusCode: 401, message: 'Unauthorized' } })
        : route.fallback(),
    );
    await composer.getByRole('button', { name: 'Post Message' }).click();
    expect(await signedOutToastShown(page, /\/$/)).toBe(true);
  });

  test('two members: likes, a failed like reverting, comments, no delete on another’s post, report', async ({
    page,
    browser,
    baseURL,
  }) => {
    const text = unique('Two-minute neck stretch between patients');
    await postViaApi(page, text);
    const sam = await otherMember(browser, baseURL, 'Sam Rivera');
    try {
      await openCommunity(sam.page);
      const card = postCard(sam.page, text);
      await expect(card).toHaveAccessibleName(/^Avery Stone /);
      // Someone else's post: no delete, a report button instead.
      await expect(card.getByRole('button', { name: 'Delete post' })).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Report post' })).toBeVisible();

      // Like, then unlike: at once, and as the server keeps it.
      await card.getByRole('button', { name: 'Like, 0 likes' }).click();
      const liked = card.getByRole('button', { name: 'Like, 1 like' });
      await expect(liked).toHaveAttribute('aria-pressed', 'true');
      await sam.page.reload();
      await expect(liked).toHaveAttribute('aria-pressed', 'true');
      await liked.click();
      await expect(card.getByRole('button', { name: 'Like, 0 likes' })).toHaveAttribute('aria-pressed', 'false');

      // A like the server fails shows for a moment, then goes back, with its message.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await sam.page.route('**/api/community-posts/*/like', async (route) => {
        await held;
        await route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } });
      });
      await card.getByRole('button', { name: 'Like, 0 likes' }).click();
      await expect(card.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true');
      release();
      await expect(sam.page.getByText('Failed to like post. Please try again.')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Like, 0 likes' })).toHaveAttribute('aria-pressed', 'false');
      await sam.page.unroute('**/api/community-posts/*/like');

      // Comments: closed until opened, then loaded; Post Comment needs text.
      const toggle = card.getByRole('button', { name: 'Comments, 0 comments' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(card.getByRole('textbox', { name: 'Write a comment' })).toHaveCount(0);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(card.getByText('No comments yet. Be the first to comment!')).toBeVisible();
      const commentBox = card.getByRole('textbox', { name: 'Write a comment' });
      const postComment = card.getByRole('button', { name: 'Post Comment' });
      await expect(postComment).toBeDisabled();
      await commentBox.fill('   ');
      await expect(postComment).toBeDisabled();
      await commentBox.fill('Doing this one tomorrow morning!');
      await postComment.click();
      await expect(sam.page.getByText('Comment Added')).toBeVisible();
      await expect(card.getByText('Doing this one tomorrow morning!')).toBeVisible();
      await expect(commentBox).toHaveValue('');
      await expect(card.getByRole('button', { name: 'Comments, 1 comment' })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Delete your comment' })).toHaveCount(1);

      // A failed comment keeps its text.
      await sam.page.route('**/api/community-posts/*/comments', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } })
          : route.fallback(),
      );
      await commentBox.fill('This one fails');
      await postComment.click();
      await expect(sam.page.getByText('Failed to add comment. Please try again.')).toBeVisible();
      await expect(commentBox).toHaveValue('This one fails');
      await sam.page.unroute('**/api/community-posts/*/comments');

      // The author sees the comment, without a delete for it, and a delete for the post.
      await openCommunity(page);
      const mine = postCard(page, text);
      await expect(mine.getByRole('button', { name: 'Delete post' })).toBeVisible();
      await expect(mine.getByRole('button', { name: 'Report post' })).toHaveCount(0);
      await mine.getByRole('button', { name: 'Comments, 1 comment' }).click();
      await expect(mine.getByText('Doing this one tomorrow morning!')).toBeVisible();
      await expect(mine.getByText('Sam Rivera', { exact: true })).toBeVisible();
      await expect(mine.getByRole('button', { name: 'Delete your comment' })).toHaveCount(0);

      // Sam reports it: asked first, then gone from Sam's feed, and still gone after a reload.
      await card.getByRole('button', { name: 'Report post' }).click();
      const confirm = sam.page.getByRole('dialog', { name: 'Report this post?' });
      await confirm.getByRole('button', { name: 'Report' }).click();
      await expect(sam.page.getByText('Post Reported')).toBeVisible();
      await expect(card).toHaveCount(0);
      await sam.page.reload();
      await expect(sam.page.getByRole('heading', { name: 'Community Feed' })).toBeVisible();
      await expect(sam.page.getByText('Loading posts...')).toBeHidden();
      await expect(card).toHaveCount(0);
      // One report does not hide it from its author.
      await page.reload();
      await expect(postCard(page, text)).toHaveCount(1);
    } finally {
      await sam.context.close();
    }
  });

  test('deletes one’s own post only after confirming', async ({ page }) => {
    const text = unique('Posted by mistake');
    await postViaApi(page, text);
    await openCommunity(page);
    const card = postCard(page, text);
    await card.getByRole('button', { name: 'Delete post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete post?' });
    await expect(dialog.getByText('Are you sure you want to delete this post?')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(1);

    await card.getByRole('button', { name: 'Delete post' }).click();
    await page.getByRole('dialog', { name: 'Delete post?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Post Deleted')).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Community Feed' })).toBeVisible();
    await expect(page.getByText('Loading posts...')).toBeHidden();
    await expect(card).toHaveCount(0);
  });

  test('a post’s text is shown as text: a <script> post shows as characters', async ({ page }) => {
    await openCommunity(page);
    const text = `<script>window.__pwned = 1</script><b>bold ${randomUUID().slice(0, 8)}</b>`;
    const composer = page.getByRole('region', { name: 'Share a Message' });
    await composer.getByRole('textbox', { name: 'Message' }).fill(text);
    await composer.getByRole('button', { name: 'Post Message' }).click();
    await expect(page.getByText('Post Created!')).toBeVisible();
    const card = postCard(page, text);
    await expect(card).toHaveCount(1);
    await expect(card.locator('b, script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('share: the clipboard (no share sheet here) and WhatsApp, SMS and mail links with the caption', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const text = unique('Water bottle refilled three times today');
    await postViaApi(page, text);
    await openCommunity(page);
    const card = postCard(page, text);
    const share = card.getByRole('button', { name: 'Share', exact: true });
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await share.click();
    const caption = `“${text}” — Avery Stone in the Chairside community`;
    await expect(card.getByText(caption)).toBeVisible();
    const encoded = encodeURIComponent(`${caption} ${new URL('/community', baseURL).href}`);
    await expect(card.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encoded}`,
    );
    await expect(card.getByRole('link', { name: 'SMS' })).toHaveAttribute('href', `sms:?&body=${encoded}`);
    await expect(card.getByRole('link', { name: 'Email' })).toHaveAttribute('href', new RegExp(`&body=${encoded}$`));
    await card.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(caption);
  });

  test('the empty feed invites the first post', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/community-posts',
      (route) => (route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback()),
    );
    await openCommunity(page);
    await expect(page.getByText('Be the First to Share!')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('older posts load as the reader scrolls, and from the button', async ({ page, browser, baseURL }) => {
    // 26 posts (two pages and more), from two members to stay under the hourly post limit.
    const seed = unique('Seed');
    const label = (i: number) => `${seed} #${String(i).padStart(2, '0')}`;
    const sam = await otherMember(browser, baseURL, 'Sam Rivera');
    try {
      for (let i = 1; i <= 26; i++) await postViaApi(i % 2 ? page : sam.page, label(i));
    } finally {
      await sam.context.close();
    }
    await openCommunity(page);
    await expect(postCard(page, label(26))).toBeVisible();
    await expect(postCard(page, label(1))).toHaveCount(0);
    for (let i = 0; i < 10 && (await postCard(page, label(1)).count()) === 0; i++) {
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(300);
    }
    await expect(postCard(page, label(1))).toBeVisible({ timeout: 5_000 });
    // Each post once, newest first.
    const order = await page.getByRole('article').filter({ hasText: seed }).allTextContents();
    expect(order.map((t) => /#(\d\d)/.exec(t)![1])).toEqual(
      Array.from({ length: 26 }, (_, i) => String(26 - i).padStart(2, '0')),
    );

    // Keyboard and screen-reader fallback: the button loads the next page too.
    await page.reload();
    await expect(postCard(page, label(26))).toBeVisible();
    const before = await page.getByRole('article').count();
    const more = page.getByRole('button', { name: 'Load older posts' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(before);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`axe and no sideways scroll at ${viewport.width} px, with photo, meal, comments and share open`, async ({
      page,
      browser,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      const dinner = unique('Dinner after a long clinic day');
      const meal = {
        foodName: 'Salmon and quinoa',
        mealType: 'dinner',
        calories: 540,
        protein: 38,
        carbs: 45,
        fat: 20,
      };
      const entry = await (
        await page.request.post('/api/food-entries', { data: { ...meal, analysisMethod: 'manual' } })
      ).json();
      const res = await page.request.post('/api/community-posts', {
        multipart: {
          content: `${dinner} ${'and-a-very-long-unbroken-word-'.repeat(4)}`,
          foodEntryId: entry.id,
          image: { name: 'dinner.png', mimeType: 'image/png', buffer: await pngBuffer() },
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const sam = await otherMember(browser, baseURL, 'Sam Rivera');
      await postViaApi(sam.page, unique('Stretch reminder worked today'));
      await sam.context.close();

      await openCommunity(page);
      const card = postCard(page, dinner);
      await card.getByRole('button', { name: /^Comments/ }).click();
      await expect(card.getByText('No comments yet. Be the first to comment!')).toBeVisible();
      await card.getByRole('button', { name: 'Share', exact: true }).click();
      await expect(card.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
      await expect(card.getByRole('img', { name: /Photo shared by/ })).toBeVisible();

      expect(await seriousViolations(page)).toEqual([]);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways).toBeLessThanOrEqual(0);
      // COMMUNITY_SHOTS=<dir>: pictures to look at (the shared results folder is cleared by every run).
      const shots = process.env.COMMUNITY_SHOTS;
      if (shots) {
        await page.screenshot({ path: `${shots}/community-${viewport.width}.png`, fullPage: true });
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/community-${viewport.width}-card.png` });
      }

      // Keyboard: the composer's controls and a card's actions are reachable by Tab.
      await page.getByRole('region', { name: 'Share a Message' }).getByRole('textbox', { name: 'Message' }).focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Photo', exact: true })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Share Meal' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Share a Meal' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Share a Meal' })).toBeHidden();
    });
  }
});
