import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ERGONOMIC_ENTRY,
  stretchEntryDescription,
  stretchSessionMinutes,
  type ErgonomicStretch,
} from '@chairside/contracts';
import { newUser, seriousViolations, showCard, showStretchList, signUp, type TestUser } from './fixtures';

/**
 * Visual comparisons: each main screen at a phone's and a desktop's width, against a
 * reviewed picture. Stable by construction: a fresh user with a fixed name, data created through
 * the API with fixed values and fixed times of day, the browser's clock frozen at 18:00 UTC of
 * the server's real today (the API reads its own clock, so the day itself cannot be faked), and a
 * mask over what still changes by day or by other tests (dates, the daily tip, e-mail addresses,
 * other members' posts and ids).
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

const SHOT = { fullPage: true, animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 } as const;

/** Today (UTC, as the API and the browser agree here) at a fixed hour: after clinic hours, after every meal below. */
function todayAt(hhmm: string): Date {
  return new Date(`${new Date().toISOString().slice(0, 10)}T${hhmm}:00Z`);
}

const MEALS = [
  {
    foodName: 'Greek yogurt with berries',
    mealType: 'breakfast',
    calories: 220,
    protein: 15,
    carbs: 28,
    fat: 5,
    sugars: 18,
    time: '07:30',
  },
  {
    foodName: 'Chicken Caesar salad',
    mealType: 'lunch',
    calories: 480,
    protein: 35,
    carbs: 18,
    fat: 28,
    sugars: 4,
    time: '12:30',
  },
  {
    foodName: 'Apple and almonds',
    mealType: 'snack',
    calories: 265,
    protein: 6,
    carbs: 31,
    fat: 15,
    sugars: 19,
    time: '15:30',
  },
] as const;

async function logMeals(page: Page) {
  const ids: string[] = [];
  for (const meal of MEALS) {
    const res = await page.request.post('/api/food-entries', {
      data: { ...meal, tz: 'UTC', analysisMethod: 'manual' },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await res.json()).id);
  }
  return ids;
}

async function setProfile(page: Page) {
  const res = await page.request.put('/api/user-profile', { data: { weight: 68, goalWeight: 64, height: 170 } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function logWalk(page: Page) {
  const res = await page.request.post('/api/exercise-entries', {
    data: { exerciseType: 'manual', name: 'Brisk walk', duration: 30, intensity: 'medium', caloriesBurned: 140 },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * A logged exercise's age ('30 min · 140 kcal burned · 11 hours ago'): the entry is stamped with the
 * real time and read against the frozen clock, so it changes with the hour the tests run.
 */
const entryAges = (page: Page) => page.getByText(/ · (just now|\d+ (minute|hour|day)s? ago)$/);

/** The ages masked, each on one line: 'just now' and '11 hours ago' would wrap differently on a phone. */
async function maskedAges(page: Page) {
  const ages = entryAges(page);
  await expect(ages.first()).toBeVisible();
  await ages.evaluateAll((els) =>
    els.forEach((e) => Object.assign((e as HTMLElement).style, { whiteSpace: 'nowrap', overflow: 'hidden' })),
  );
  return ages;
}

// The dashboard's cards that load as they come near the screen.
const BELOW_THE_FOLD = [
  'Fibre, Saturated Fat & Sodium',
  'Water',
  'BMI Tracking',
  'Your Streak',
  'Daily Tip',
  'Recent Activities',
  'Quick Stats',
];

/** A signed-in page of a new member named Avery Quinn, its clock frozen at 18:00 UTC today. */
async function member(page: Page): Promise<TestUser> {
  await page.clock.setFixedTime(todayAt('18:00'));
  return signUp(page.request, newUser('Avery Quinn'));
}

/**
 * axe at the real viewport first; then the viewport is made as tall as the page, so the phone's
 * fixed tab bar and the quick-actions button sit at the page's foot (as when scrolled to the end)
 * instead of over the middle of a full-page picture, hiding what is under them.
 */
async function expectSame(
  page: Page,
  name: string,
  mask: Locator[] = [],
  clip?: (page: Page) => Promise<{ x: number; y: number; width: number; height: number }>,
) {
  expect(await seriousViolations(page)).toEqual([]);
  const { width } = page.viewportSize()!;
  for (let i = 0; i < 3; i++) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height === page.viewportSize()!.height) break;
    await page.setViewportSize({ width, height });
  }
  await expect(page).toHaveScreenshot(name, { ...SHOT, mask, ...(clip ? { clip: await clip(page) } : {}) });
}

for (const viewport of WIDTHS) {
  const w = viewport.width;
  test.describe(`at ${w} px`, () => {
    test.use({ viewport, timezoneId: 'UTC', locale: 'en-US' });

    test('landing page, signed out', async ({ page }) => {
      // Nothing on it comes from the server's day: the whole date can be fixed (the footer's year).
      await page.clock.setFixedTime(new Date('2026-06-15T18:00:00Z'));
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'See it on your phone' })).toBeVisible();
      await expectSame(page, `landing-${w}.png`);
    });

    test('dashboard', async ({ page }) => {
      await member(page);
      await setProfile(page);
      await logMeals(page);
      await logWalk(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('region', { name: 'Food Diary - Today' }).getByText(MEALS[2].foodName)).toBeVisible();
      // The cards below the first screen load as they come near it: each brought in once.
      for (const name of BELOW_THE_FOLD) await showCard(page.getByRole('region', { name }));
      await expect(page.getByRole('region', { name: 'Quick Stats' }).getByText('1 of 7')).toBeVisible();
      // A new member's weekly body check-in is due: Today's Progress invites it (loaded as it came near).
      await expect(page.getByRole('group', { name: 'Weekly body check-in' })).toBeVisible();
      // The sugar card loads its code when it comes near the screen (below a phone's fold): bring it, then go back up.
      const sugar = page.getByRole('region', { name: 'Sugar & your teeth' });
      // (The placeholder is replaced as it loads, so a scroll may meet a detached element: try again.)
      await expect(async () => {
        await sugar.scrollIntoViewIfNeeded({ timeout: 2000 });
        await expect(sugar.getByText('3 sugar exposures today')).toBeVisible({ timeout: 2000 });
      }).toPass();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByRole('region', { name: 'Recent Activities' }).getByText('Brisk walk')).toBeVisible();
      // The tip turns daily and its length with it: a fixed three-line box, masked, keeps the cards below in place.
      const tip = page.getByRole('region', { name: 'Daily Tip' });
      await tip.locator('p').evaluate((p) => Object.assign(p.style, { height: '3lh', overflow: 'hidden' }));
      await expectSame(page, `dashboard-${w}.png`, [
        tip.locator('.MuiChip-root'),
        tip.locator('p'),
        // The walk is stamped with the real time, the meals with fixed ones: their order and ages vary.
        page.getByRole('list', { name: 'Recent activities' }),
      ]);
    });

    test('progress', async ({ page }) => {
      await member(page);
      await logMeals(page);
      await logWalk(page);
      await page.goto('/progress');
      await expect(
        page.getByRole('region', { name: 'Activity Summary' }).getByText('3', { exact: true }),
      ).toBeVisible();
      const trends = page.getByRole('region', { name: 'Trends' });
      await expect(trends.getByText('Average 965 kcal a day (goal 2,000 kcal)')).toBeVisible();
      // The day axis's weekday and date labels (the row after the drawing and its spacer).
      const dayAxis = trends.locator('svg[role="img"]').locator('xpath=following-sibling::div[1]');
      await expectSame(page, `progress-${w}.png`, [dayAxis, await maskedAges(page)]);
    });

    test('stretches', async ({ page }) => {
      await member(page);
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
      await expect(page.getByText('1 break today')).toBeVisible();
      // The trend and the reminders load as they near the screen, the list at the bottom too.
      await showCard(page.getByRole('region', { name: 'Your body over 12 weeks' }));
      await showCard(page.getByRole('region', { name: 'Clinic-day reminders' }));
      await showStretchList(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByRole('article', { name: neck.name }).getByText('Completed!')).toBeVisible();
      await expect(page.getByText('Remind me to stretch during clinic hours')).toBeVisible();
      // The body check-in and trend cards load on their own: the picture waits for their settled words.
      await expect(
        page.getByRole('region', { name: 'Body check-in' }).getByText('Your weekly check-in is due'),
      ).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: 'Your body over 12 weeks' })
          .getByText('Your first check-in starts the trend.'),
      ).toBeVisible();
      // Monday to Sunday with today outlined: the outline moves daily.
      await expectSame(page, `stretches-${w}.png`, [
        page.getByRole('list', { name: 'Breaks per day' }),
        await maskedAges(page),
      ]);
    });

    test('community', async ({ page }) => {
      await member(page);
      const [lunchId] = (await logMeals(page)).slice(1);
      // Written oldest first: the feed shows them newest first.
      for (const data of [
        { content: 'Packed lunch again today: salad between two long fillings.', foodEntryId: lunchId },
        { content: 'Three stretch breaks before noon. Small wins!' },
        { content: 'Neck stretch between every patient this week. My shoulders noticed!' },
      ]) {
        const res = await page.request.post('/api/community-posts', { data });
        expect(res.status(), await res.text()).toBe(201);
      }
      await page.goto('/community');
      const posts = page.getByRole('article');
      await expect(posts.nth(0)).toContainText('Neck stretch between every patient');
      await expect(posts.nth(1)).toContainText('Three stretch breaks before noon');
      await expect(posts.nth(2)).toContainText('Packed lunch again today');
      const figures = page
        .getByText(/^(Members|Posts this week|Meals shared today)$/)
        .locator('xpath=following-sibling::p');
      await expect(figures.first()).not.toHaveText('—');
      // The badge's words come from the random user id, and its width decides whether it wraps
      // under the name: one fixed width (masked) keeps the posts' height the same for every id.
      await posts
        .locator('.MuiChip-colorPrimary')
        .evaluateAll((chips) => chips.forEach((c) => Object.assign((c as HTMLElement).style, { width: '140px' })));
      // Below our three posts the feed is other members' (other tests'): the picture ends with ours,
      // or on a phone with the sample cards that follow the first three posts.
      const toOurLastPost = async () => {
        const last = (await posts.nth(2).boundingBox())!;
        const side = (await page.getByRole('region', { name: 'Highlights' }).boundingBox())!;
        if (w < 900) expect(side.y, 'the sample cards follow our three posts').toBeGreaterThan(last.y + last.height);
        else
          expect(side.y + side.height, 'the side column ends above our last post').toBeLessThan(last.y + last.height);
        return { x: 0, y: 0, width: w, height: Math.ceil(Math.max(last.y + last.height, side.y + side.height)) + 8 };
      };
      await expectSame(
        page,
        `community-${w}.png`,
        [
          // Community-wide counts, and what comes from a post's random ids: avatar colour, badge; and its age.
          figures,
          posts.locator('.MuiAvatar-root'),
          posts.locator('.MuiChip-colorPrimary'),
          posts.locator('time'),
        ],
        toOurLastPost,
      );
    });

    test('settings', async ({ page }) => {
      const user = await member(page);
      await setProfile(page);
      await page.goto('/settings');
      await expect(page.getByText(user.email)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Invite friends' })).toBeVisible();
      await expectSame(page, `settings-${w}.png`, [page.getByText(user.email)]);
    });
  });
}
