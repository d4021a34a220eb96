import { expect, test, type Page } from '@playwright/test';
import { showCard, signUp } from './fixtures';

/** The voice dialog as browsers without the Web Speech API (Firefox) show it. */
async function openVoiceLogWithoutSpeech(page: Page) {
  await page.addInitScript(() => {
    delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
    delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
  });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Voice Log' }).click();
  return page.getByRole('dialog', { name: 'Voice Logging Not Supported' });
}

const SECTIONS = [
  "Today's Overview",
  'Food Diary - Today',
  'Quick Actions',
  "Today's Progress",
  'BMI Tracking',
  'Your Streak',
  'Sugar & your teeth',
  'Daily Tip',
  'Recent Activities',
  'Quick Stats',
];

test.describe('dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('shows every section; Your Personality only once the quiz has a result', async ({ page }) => {
    await page.goto('/dashboard');
    for (const name of SECTIONS) await expect(page.getByRole('region', { name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your Personality' })).toHaveCount(0);
    await showCard(page.getByRole('region', { name: 'Your Streak' }));
    await expect(page.getByRole('region', { name: 'Your Streak' }).getByText('0 days')).toBeVisible();
    for (const action of ['Scan Food', 'Voice Log', 'Scan Barcode', 'Add Manual', 'Community']) {
      await expect(
        page.getByRole('region', { name: 'Quick Actions' }).getByRole('button', { name: action, exact: true }),
      ).toBeVisible();
    }
  });

  test('Voice Log: a browser with speech recognition offers to listen; the words can also be typed', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Voice Log' }).click();
    const dialog = page.getByRole('dialog', { name: 'Voice Nutrition Logging' });
    await expect(dialog.getByRole('button', { name: 'Start Listening' })).toBeVisible();
    await dialog.getByLabel('What did you eat?').fill('a cup of oatmeal this morning');
    await expect(dialog.getByLabel('Parsed entry')).toContainText('1 cup · Breakfast');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('Voice Log shows interim words, then the final transcript parsed and logged; a speech error is a toast', async ({
    page,
  }) => {
    // The browser's speech service is outside our control: a Web Speech API stand-in the test drives.
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      const settings: unknown[] = [];
      w.speechSettings = settings;
      class ScriptedRecognition {
        lang = '';
        continuous = true;
        interimResults = false;
        maxAlternatives = 0;
        onresult: ((e: unknown) => void) | null = null;
        onerror: ((e: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          settings.push({
            lang: this.lang,
            continuous: this.continuous,
            interimResults: this.interimResults,
            maxAlternatives: this.maxAlternatives,
          });
          w.activeRecognition = this;
        }
        stop() {
          this.onend?.();
        }
        abort() {}
        say(transcript: string, isFinal: boolean) {
          this.onresult?.({ resultIndex: 0, results: [{ isFinal, 0: { transcript } }] });
          if (isFinal) this.onend?.();
        }
        fail(error: string) {
          this.onerror?.({ error });
          this.onend?.();
        }
      }
      w.webkitSpeechRecognition = ScriptedRecognition;
      w.SpeechRecognition = ScriptedRecognition;
    });
    type Active = { activeRecognition: { say(t: string, f: boolean): void; fail(e: string): void } };
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Voice Log' }).click();
    const dialog = page.getByRole('dialog', { name: 'Voice Nutrition Logging' });

    await dialog.getByRole('button', { name: 'Start Listening' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Listening...');
    await page.evaluate(() => (window as unknown as Active).activeRecognition.fail('no-speech'));
    await expect(page.getByText('No speech detected. Please try again.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Start Listening' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Start Listening' }).click();
    await page.evaluate(() => (window as unknown as Active).activeRecognition.say('two slices', false));
    await expect(dialog.getByLabel('What did you eat?')).toHaveValue('two slices');
    await expect(dialog.getByLabel('Parsed entry')).toHaveCount(0);
    await page.evaluate(() =>
      (window as unknown as Active).activeRecognition.say('two slices of toast for breakfast', true),
    );
    await expect(dialog.getByLabel('Parsed entry')).toContainText('Toast');
    await expect(dialog.getByLabel('Parsed entry')).toContainText('2 slices · Breakfast');
    expect(await page.evaluate(() => (window as unknown as { speechSettings: unknown[] }).speechSettings)).toEqual([
      { lang: 'en-US', continuous: false, interimResults: true, maxAlternatives: 1 },
      { lang: 'en-US', continuous: false, interimResults: true, maxAlternatives: 1 },
    ]);

    // Reviewed (editable) before it is logged.
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('button', { name: 'Log This Food' }).click();
    await expect(page.getByText('Food Logged')).toBeVisible();
    const [entry] = await (await page.request.get('/api/food-entries')).json();
    expect(entry).toMatchObject({
      foodName: expect.stringMatching(/toast/i),
      mealType: 'breakfast',
      analysisMethod: 'voice',
    });
  });

  test('Voice Log in a browser without speech recognition: the typed variant parses, analyses and logs the food', async ({
    page,
  }) => {
    const dialog = await openVoiceLogWithoutSpeech(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Review' })).toBeDisabled();
    await dialog.getByLabel('What did you eat?').fill('I ate 2 slices of whole wheat bread for breakfast');
    const parsed = dialog.getByLabel('Parsed entry');
    await expect(parsed).toContainText('Whole wheat bread');
    await expect(parsed).toContainText('2 slices · Breakfast');
    await dialog.getByRole('button', { name: 'Review' }).click();
    // The confidence shown is the nutrition match's, not the parser's fixed 80 %.
    await expect(dialog.getByText(/Nutrition table match · \d+% confident/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Log This Food' }).click();
    await expect(page.getByText('Food Logged')).toBeVisible();
    await expect(dialog).toBeHidden();

    const [entry] = await (await page.request.get('/api/food-entries')).json();
    expect(entry).toMatchObject({ mealType: 'breakfast', analysisMethod: 'voice' });
    expect(entry.calories).toBeGreaterThan(100);
    await expect(page.getByRole('region', { name: 'Food Diary - Today' }).getByText(entry.foodName)).toBeVisible();
    // The streak and recent activities follow without a reload.
    await showCard(page.getByRole('region', { name: 'Your Streak' }));
    await expect(page.getByRole('region', { name: 'Your Streak' }).getByText('1 day', { exact: true })).toBeVisible();
    // One flame, drawn as SVG (no emoji font needed).
    await expect(page.getByRole('img', { name: '1 day streak' }).locator('svg')).toHaveCount(1);
    await showCard(page.getByRole('region', { name: 'Recent Activities' }));
    await expect(page.getByRole('region', { name: 'Recent Activities' }).getByText(entry.foodName)).toBeVisible();
  });

  test('Voice Log shows the estimate for a food the reference table does not know before saving it', async ({
    page,
  }) => {
    const dialog = await openVoiceLogWithoutSpeech(page);
    await dialog.getByLabel('What did you eat?').fill('a bowl of zorblat for lunch');
    await dialog.getByRole('button', { name: 'Review' }).click();
    const estimate = dialog.getByLabel('Estimate');
    await expect(estimate).toContainText('Estimated:');
    await expect(estimate).toContainText(/not in our reference table/i);
    // The estimate's own confidence, below 50 %.
    await expect(estimate).toContainText(/\b[0-4]?\d% confident/);
    expect(await (await page.request.get('/api/food-entries')).json()).toEqual([]);
    await dialog.getByRole('button', { name: 'Log This Food' }).click();
    await expect(page.getByText('Food Logged')).toBeVisible();
    const [entry] = await (await page.request.get('/api/food-entries')).json();
    expect(entry).toMatchObject({ mealType: 'lunch', analysisMethod: 'voice' });
  });

  test('Adjust Goals saves integers (blank as 0), first with POST and then with PUT', async ({ page }) => {
    await page.goto('/dashboard');
    const overview = page.getByRole('region', { name: "Today's Overview" });
    await overview.getByRole('button', { name: 'Adjust Goals' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust Goals' });
    // Nothing saved yet: the dashboard's defaults (decisions.md "Goals").
    await expect(dialog.getByLabel('Daily Calories')).toHaveValue('2000');
    await dialog.getByLabel('Daily Calories').fill('2100');
    await dialog.getByLabel('Fat (g)').fill('');
    const post = page.waitForRequest((r) => r.url().endsWith('/api/nutrition-goals') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Save Goals' }).click();
    expect((await post).postDataJSON()).toEqual({ calorieGoal: 2100, proteinGoal: 150, carbGoal: 200, fatGoal: 0 });
    await expect(page.getByText('Goals Updated')).toBeVisible();
    await expect(overview.getByText('Goal 2,100 kcal')).toBeVisible();

    await overview.getByRole('button', { name: 'Adjust Goals' }).click();
    await dialog.getByLabel('Protein (g)').fill('140');
    // The answer, not just the request: the stored goals are read back only once the PUT is done.
    const put = page.waitForResponse((r) => r.url().endsWith('/api/nutrition-goals') && r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: 'Save Goals' }).click();
    expect((await put).status()).toBe(200);
    expect((await put).request().postDataJSON()).toMatchObject({ calorieGoal: 2100, proteinGoal: 140 });
    expect(await (await page.request.get('/api/nutrition-goals')).json()).toEqual({
      calorieGoal: 2100,
      proteinGoal: 140,
      carbGoal: 200,
      fatGoal: 0,
    });
  });

  test('the goals wizard walks 33/66/100 % to a custom plan and saves it', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Personalize' }).click();
    const dialog = page.getByRole('dialog', { name: 'Personalize Your Goals' });
    const progress = dialog.getByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuenow', '33');
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await dialog.getByRole('button', { name: '3-5 workouts a week' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', '66');
    await dialog.getByRole('textbox', { name: 'Height (cm)' }).fill('180');
    await dialog.getByRole('textbox', { name: 'Weight (kg)' }).fill('82');
    await dialog.getByRole('textbox', { name: 'Age' }).fill('30');
    await dialog.getByRole('button', { name: 'Male', exact: true }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', '66');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Lose weight' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // A 30-year-old man: BMR 820 + 1125 − 150 + 5 = 1800; × 1.55 − 500 = 2290 kcal; 35/35/30:
    // 2290 × 0.35 / 4 = 200.4 → 200 g protein and carbs, 2290 × 0.3 / 9 = 76.3 → 76 g fat.
    await expect(dialog.getByText('2290 kcal a day')).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Goals Updated')).toBeVisible();
    expect(await (await page.request.get('/api/nutrition-goals')).json()).toEqual({
      calorieGoal: 2290,
      proteinGoal: 200,
      carbGoal: 200,
      fatGoal: 76,
    });
    // The body data it asked for is kept, and the BMI card shows it: 82 / 1.8² = 25.3.
    expect(await (await page.request.get('/api/user-profile')).json()).toMatchObject({
      height: 180,
      weight: 82,
      age: 30,
      sex: 'male',
    });
    await showCard(page.getByRole('region', { name: 'BMI Tracking' }));
    await expect(page.getByRole('region', { name: 'BMI Tracking' }).getByText('25.3')).toBeVisible();
  });

  test('Body Measurements: BMI with category, imperial conversion, saved to the profile and shown on the card', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'BMI Tracking' });
    await showCard(card);
    await expect(card.getByText('Add your height and weight to track your BMI.')).toBeVisible();
    await card.getByRole('button', { name: 'Update Measurements' }).click();
    const dialog = page.getByRole('dialog', { name: 'Body Measurements' });
    await dialog.getByLabel('Height (cm)').fill('175');
    await dialog.getByLabel('Weight (kg)').fill('79');
    // 79 / 1.75² = 25.796: one decimal, cut (docs/decisions.md "BMI").
    await expect(dialog.getByText('BMI 25.7 · Overweight')).toBeVisible();
    await expect(dialog.getByText('Add your age and sex for a calorie goal.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Imperial (lbs/ft-in)' }).click();
    await expect(dialog.getByLabel('Height (ft)')).toHaveValue('5');
    await expect(dialog.getByLabel('Height (in)')).toHaveValue('9');
    await expect(dialog.getByLabel('Weight (lbs)')).toHaveValue('174.2');
    await dialog.getByRole('button', { name: 'Metric (kg/cm)' }).click();
    await dialog.getByLabel('Age (optional)').fill('40');
    await dialog.getByRole('combobox', { name: 'Sex (optional)' }).click();
    await page.getByRole('option', { name: 'Male', exact: true }).click();
    // BMR 1688.75 × 1.375 − 500 (overweight: weight loss) = 1822 kcal.
    await expect(dialog.getByText('Suggested: 1822 kcal', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Measurements' }).click();
    await expect(page.getByText('Profile Updated')).toBeVisible();
    await expect(card.getByText('25.7')).toBeVisible();
    await expect(card.getByText('Overweight')).toBeVisible();
    // The dashboard assumes moderate activity: 1688.75 × 1.55 − 500 = 2118 kcal.
    await expect(card.getByText('Suggested daily calories: 2,118 kcal')).toBeVisible();
    expect(await (await page.request.get('/api/user-profile')).json()).toMatchObject({
      height: 175,
      weight: 79,
      age: 40,
      sex: 'male',
    });
  });

  test('Quick Stats: the week — average calories and protein of the days logged, and how many', async ({ page }) => {
    await page.goto('/dashboard');
    const stats = page.getByRole('region', { name: 'Quick Stats' });
    await showCard(stats);
    await expect(stats.getByText('0 of 7', { exact: true })).toBeVisible();
    for (const [foodName, calories, protein] of [
      ['Oatmeal', 300, 10],
      ['Chicken wrap', 450, 30],
    ] as const) {
      expect(
        (
          await page.request.post('/api/food-entries', {
            data: { foodName, mealType: 'lunch', calories, protein, carbs: 40, fat: 10, analysisMethod: 'manual' },
          })
        ).status(),
      ).toBe(201);
    }
    await page.reload();
    await showCard(stats);
    // One day logged: 750 kcal and 40 g of protein on it.
    await expect(stats.getByText('750 kcal', { exact: true })).toBeVisible();
    await expect(stats.getByText('40 g', { exact: true })).toBeVisible();
    await expect(stats.getByText('1 of 7', { exact: true })).toBeVisible();
    // Today's figures are Today's Overview's alone.
    await expect(
      page.getByRole('region', { name: "Today's Overview" }).getByText('1,250', { exact: true }),
    ).toBeVisible();
    await expect(stats.getByText(/Sample values/)).toHaveCount(0);
  });
});

test.describe('quiz and progress', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('ten questions, Next only after a choice, Complete Quiz saves the result the dashboard then shows', async ({
    page,
  }) => {
    await page.goto('/quiz');
    await expect(page.getByText('Question 1 of 10')).toBeVisible();
    await expect(page.getByText('0 of 10 answered')).toBeVisible();
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    for (let q = 1; q <= 10; q++) {
      await expect(page.getByText(`Question ${q} of 10`)).toBeVisible();
      await expect(page.getByText(`${q - 1} of 10 answered`)).toBeVisible();
      // Q1, Q3 and Q5: the wellness answers; others: the first option.
      const radios = page.getByRole('radio');
      await radios.nth([1, 3, 5].includes(q) ? 1 : 0).check();
      await page.getByRole('button', { name: q === 10 ? 'Complete Quiz' : 'Next' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Wellness Warrior' })).toBeVisible();
    await expect(page.getByText('Quiz Complete!')).toBeVisible();
    const saved = await (await page.request.get('/api/nutrition-personality')).json();
    expect(saved.personalityType).toBe('wellness_warrior');
    expect(saved.quizAnswers).toHaveLength(10);

    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    // The card, and its call, load as its place nears the screen: at 1280 px it sits just above Quick Stats.
    await showCard(page.getByRole('region', { name: 'Quick Stats' }));
    await expect(page.getByRole('region', { name: 'Your Personality' }).getByText('Wellness Warrior')).toBeVisible();
  });

  test('Cancel leaves the quiz for /', async ({ page }) => {
    await page.goto('/quiz');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the progress page sums today and shows the streak achievement', async ({ page }) => {
    await page.goto('/progress');
    await expect(page.getByText('Start logging to begin!')).toBeVisible();
    await page.request.post('/api/food-entries', {
      data: { foodName: 'Salmon bowl', mealType: 'dinner', calories: 640, protein: 42.5, carbs: 55, fat: 24 },
    });
    await page.reload();
    // The ring holds the calories, Goal Progress the macros: each figure once.
    const summary = page.getByRole('region', { name: "Today's Summary" });
    await expect(summary.getByText('Eaten 640 kcal')).toBeVisible();
    await expect(summary.getByText('1,360', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Goal Progress' }).getByText('42.5 / 150g')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Goal Progress' }).getByText(/kcal/)).toHaveCount(0);
    await expect(page.getByText('1 day streak')).toBeVisible();
    await expect(page.getByText('Keep it up!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Activity Summary' }).getByText('1', { exact: true })).toBeVisible();
    const trends = page.getByRole('region', { name: 'Trends' });
    await expect(
      trends.getByRole('img', {
        name: 'Calories per day, last 7 days: average 640 kcal on days with entries, goal 2,000 kcal',
      }),
    ).toBeVisible();
    await trends.getByRole('button', { name: '30 days' }).click();
    await trends.getByRole('button', { name: 'Protein' }).click();
    await expect(
      trends.getByRole('img', { name: 'Protein per day, last 30 days: average 43 g on days with entries, goal 150 g' }),
    ).toBeVisible();
    await expect(trends.locator('rect')).toHaveCount(30);
  });
});

test.describe('widgets of other remotes', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test("Log Exercise embeds mfe-exercise's wizard; Health Sync embeds mfe-profile's Health Data Export", async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Log Exercise', exact: true }).click();
    const wizard = page.getByRole('dialog', { name: 'Log Exercise' });
    await expect(wizard.getByRole('heading', { name: 'Choose an exercise type' })).toBeVisible();
    await wizard.getByRole('button', { name: 'Close' }).first().click();
    await expect(wizard).toBeHidden();

    await page.getByRole('button', { name: 'Health Sync', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Health Data Export' });
    // The whole connect-sync-download cycle: health-export.spec.ts.
    await expect(dialog.getByRole('region', { name: 'Apple Health' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Google Fit' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    // The rest of the dashboard keeps working.
    await expect(page.getByRole('region', { name: "Today's Overview" })).toBeVisible();
  });
});
