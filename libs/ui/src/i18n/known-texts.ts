import { setServerMessageTranslator } from '@chairside/api-client';
import { i18n, setKnownTexts } from './i18n';
import { tUi } from './ui-texts';

/** '5 minutes', '1 second' (how the API words a wait) in the reader's language; anything else as it is. */
function waitText(words: string): string {
  const m = /^(\d+) (second|minute)s?$/.exec(words);
  if (!m) return words;
  const count = Number(m[1]);
  return m[2] === 'minute'
    ? tUi('{{count}} minutes', { defaultValue_one: '{{count}} minute', count })
    : tUi('{{count}} seconds', { defaultValue_one: '{{count}} second', count });
}

type Rule = readonly [RegExp, (m: RegExpExecArray) => string];

/** The API's sentences with a number or a name in them. */
const RULES: readonly Rule[] = [
  // Waits (waitInWords): '… Try again in 5 minutes.' / '… Please wait 45 seconds.'
  [
    /^Too many failed attempts\. Try again in (.+)\.$/,
    (m) => tUi('Too many failed attempts. Try again in {{wait}}.', { wait: waitText(m[1]!) }),
  ],
  [
    /^Too many sign-in attempts\. Try again in (.+)\.$/,
    (m) => tUi('Too many sign-in attempts. Try again in {{wait}}.', { wait: waitText(m[1]!) }),
  ],
  [
    /^Too many attempts\. Try again in (.+)\.$/,
    (m) => tUi('Too many attempts. Try again in {{wait}}.', { wait: waitText(m[1]!) }),
  ],
  [
    /^Too many passkey attempts\. Try again in (.+)\.$/,
    (m) => tUi('Too many passkey attempts. Try again in {{wait}}.', { wait: waitText(m[1]!) }),
  ],
  [
    /^Too many PIN reset requests\. Try again in (.+)\.$/,
    (m) => tUi('Too many PIN reset requests. Try again in {{wait}}.', { wait: waitText(m[1]!) }),
  ],
  [
    /^Too many single sign-on attempts\. Try again in (.+)\.$/,
    (m) => tUi('Too many single sign-on attempts. Try again in {{wait}}.', { wait: waitText(m[1]!) }),
  ],
  [
    /^Open Food Facts takes only a few searches a minute from us, and they are used up\. Please try again in (.+)\.$/,
    (m) =>
      tUi(
        'Open Food Facts takes only a few searches a minute from us, and they are used up. Please try again in {{wait}}.',
        {
          wait: waitText(m[1]!),
        },
      ),
  ],
  [
    /^You have removed passkeys too often in the last hour\. Please wait (.+)\.$/,
    (m) =>
      tUi('You have removed passkeys too often in the last hour. Please wait {{wait}}.', { wait: waitText(m[1]!) }),
  ],
  [
    /^You have changed PIN sign-in too often in the last hour\. Please wait (.+)\.$/,
    (m) =>
      tUi('You have changed PIN sign-in too often in the last hour. Please wait {{wait}}.', { wait: waitText(m[1]!) }),
  ],
  // Hourly allowances: 'You have logged 60 food entries in the last hour. Please wait 5 minutes.'
  [
    /^You have logged (\d+) food entries in the last hour\. Please wait (.+)\.$/,
    (m) =>
      tUi('You have logged {{limit}} food entries in the last hour. Please wait {{wait}}.', {
        limit: m[1],
        wait: waitText(m[2]!),
      }),
  ],
  [
    /^You have logged (\d+) exercise entries in the last hour\. Please wait (.+)\.$/,
    (m) =>
      tUi('You have logged {{limit}} exercise entries in the last hour. Please wait {{wait}}.', {
        limit: m[1],
        wait: waitText(m[2]!),
      }),
  ],
  [
    /^You have logged (\d+) weigh-ins in the last hour\. Please wait (.+)\.$/,
    (m) =>
      tUi('You have logged {{limit}} weigh-ins in the last hour. Please wait {{wait}}.', {
        limit: m[1],
        wait: waitText(m[2]!),
      }),
  ],
  [
    /^You have logged water (\d+) times in the last hour\. Please wait (.+)\.$/,
    (m) =>
      tUi('You have logged water {{limit}} times in the last hour. Please wait {{wait}}.', {
        limit: m[1],
        wait: waitText(m[2]!),
      }),
  ],
  [
    /^You have saved (\d+) foods in the last hour\. Please wait (.+)\.$/,
    (m) =>
      tUi('You have saved {{limit}} foods in the last hour. Please wait {{wait}}.', {
        limit: m[1],
        wait: waitText(m[2]!),
      }),
  ],
  [
    /^You have saved (\d+) recipes in the last hour\. Please wait (.+)\.$/,
    (m) =>
      tUi('You have saved {{limit}} recipes in the last hour. Please wait {{wait}}.', {
        limit: m[1],
        wait: waitText(m[2]!),
      }),
  ],
  [
    /^You have saved (\d+) meals in the last hour\. Please wait (.+)\.$/,
    (m) =>
      tUi('You have saved {{limit}} meals in the last hour. Please wait {{wait}}.', {
        limit: m[1],
        wait: waitText(m[2]!),
      }),
  ],
  [
    /^You have saved a check-in (\d+) times in the last hour\. Please wait (.+)\.$/,
    (m) =>
      tUi('You have saved a check-in {{limit}} times in the last hour. Please wait {{wait}}.', {
        limit: m[1],
        wait: waitText(m[2]!),
      }),
  ],
  [
    /^You have changed your photo (\d+) times in the last hour\. Please wait (.+)\.$/,
    (m) =>
      tUi('You have changed your photo {{limit}} times in the last hour. Please wait {{wait}}.', {
        limit: m[1],
        wait: waitText(m[2]!),
      }),
  ],
  [
    /^You have uploaded (\d+) imports in the last hour\. Please wait (.+)\.$/,
    (m) =>
      tUi('You have uploaded {{limit}} imports in the last hour. Please wait {{wait}}.', {
        limit: m[1],
        wait: waitText(m[2]!),
      }),
  ],
  [
    /^You have downloaded your data (\d+) times in the last hour\. Please wait (.+)\.$/,
    (m) =>
      tUi('You have downloaded your data {{limit}} times in the last hour. Please wait {{wait}}.', {
        limit: m[1],
        wait: waitText(m[2]!),
      }),
  ],
  [
    /^You have written (\d+) comments in the last hour\. Please wait (.+) before commenting again\.$/,
    (m) =>
      tUi('You have written {{limit}} comments in the last hour. Please wait {{wait}} before commenting again.', {
        limit: m[1],
        wait: waitText(m[2]!),
      }),
  ],
  [
    /^You have shared (\d+) posts in the last hour\. Please wait (.+) before posting again\.$/,
    (m) =>
      tUi('You have shared {{limit}} posts in the last hour. Please wait {{wait}} before posting again.', {
        limit: m[1],
        wait: waitText(m[2]!),
      }),
  ],
  [
    /^You have synced (\d+) times in the last hour\. Please wait (.+) before syncing again\.$/,
    (m) =>
      tUi('You have synced {{limit}} times in the last hour. Please wait {{wait}} before syncing again.', {
        limit: m[1],
        wait: waitText(m[2]!),
      }),
  ],
  [
    /^You have searched branded foods (\d+) times in the last hour\. Please wait (.+); searches made before still answer\.$/,
    (m) =>
      tUi(
        'You have searched branded foods {{limit}} times in the last hour. Please wait {{wait}}; searches made before still answer.',
        {
          limit: m[1],
          wait: waitText(m[2]!),
        },
      ),
  ],
  [
    /^You have started (\d+) analyses in the last minute\. Please wait (.+)\.$/,
    (m) =>
      tUi('You have started {{limit}} analyses in the last minute. Please wait {{wait}}.', {
        limit: m[1],
        wait: waitText(m[2]!),
      }),
  ],
  [
    /^At most (\d+) analyses can run at once\. Please wait for one to finish\.$/,
    (m) => tUi('At most {{limit}} analyses can run at once. Please wait for one to finish.', { limit: m[1] }),
  ],
  // Limits on what a member keeps
  [
    /^You have (\d+) saved meals, the most there can be\. Delete one you no longer use first\.$/,
    (m) =>
      tUi('You have {{limit}} saved meals, the most there can be. Delete one you no longer use first.', {
        limit: m[1],
      }),
  ],
  [
    /^You have (\d+) passkeys, the most an account may have\. Remove one first\.$/,
    (m) => tUi('You have {{limit}} passkeys, the most an account may have. Remove one first.', { limit: m[1] }),
  ],
  [
    /^You already have a saved meal named (.+)\. Please choose another name\.$/,
    (m) => tUi('You already have a saved meal named {{name}}. Please choose another name.', { name: m[1] }),
  ],
  [
    /^Your photo storage is full \(at most ([\d,]+) photos or ([\d,]+) MB\)\. Delete older meals or posts with photos to add new ones\.$/,
    (m) =>
      tUi(
        'Your photo storage is full (at most {{photos}} photos or {{megabytes}} MB). Delete older meals or posts with photos to add new ones.',
        {
          photos: m[1],
          megabytes: m[2],
        },
      ),
  ],
  [
    /^The photo is too large \(at most (\d+) MB\)\.$/,
    (m) => tUi('The photo is too large (at most {{megabytes}} MB).', { megabytes: m[1] }),
  ],
  [
    /^The photo has too many pixels \(at most (\d+) megapixels\)\.$/,
    (m) => tUi('The photo has too many pixels (at most {{megapixels}} megapixels).', { megapixels: m[1] }),
  ],
  [
    /^Product not found: no product with barcode (\d+) in Open Food Facts\. You can add it manually\.$/,
    (m) =>
      tUi('Product not found: no product with barcode {{barcode}} in Open Food Facts. You can add it manually.', {
        barcode: m[1],
      }),
  ],
  [/^Connect (.+) before syncing\.$/, (m) => tUi('Connect {{platform}} before syncing.', { platform: m[1] })],
  // A day out of range: 'date: must be today or one of the 7 days before'
  [
    /^date: must be today or one of the (\d+) days before$/,
    (m) => tUi('date: must be today or one of the {{days}} days before', { days: m[1] }),
  ],
  // Greetings after signing in or up
  [/^Welcome back, (.+)!$/, (m) => tUi('Welcome back, {{name}}!', { name: m[1] })],
  [/^Welcome to Chairside, (.+)!$/, (m) => tUi('Welcome to Chairside, {{name}}!', { name: m[1] })],
  // The body fields' limits (libs/contracts rules/body-fields)
  [
    /^Height must be between (\d+) and (\d+) cm\.$/,
    (m) => tUi('Height must be between {{min}} and {{max}} cm.', { min: m[1], max: m[2] }),
  ],
  [
    /^Height must be between (\d+'\d+") and (\d+'\d+")\.$/,
    (m) => tUi('Height must be between {{min}} and {{max}}.', { min: m[1], max: m[2] }),
  ],
  [
    /^Weight must be between ([\d.]+) and ([\d.]+) kg\.$/,
    (m) => tUi('Weight must be between {{min}} and {{max}} kg.', { min: m[1], max: m[2] }),
  ],
  [
    /^Weight must be between ([\d.]+) and ([\d.]+) lbs\.$/,
    (m) => tUi('Weight must be between {{min}} and {{max}} lbs.', { min: m[1], max: m[2] }),
  ],
  [/^(\d+'\d+") to (\d+'\d+")$/, (m) => tUi('{{min}} to {{max}}', { min: m[1], max: m[2] })],
  // A nutrition insight (libs/contracts rules/food-insights), by the sentence it is
  ...insightRules(),
];

/** The analysis result's insights: their words and thresholds are the contracts'; only the sentences are ours. */
function insightRules(): Rule[] {
  const calorieClass = (c: string) => {
    switch (c) {
      case 'low-calorie':
        return tUi('low-calorie');
      case 'moderate-calorie':
        return tUi('moderate-calorie');
      case 'high-calorie':
        return tUi('high-calorie');
      case 'very high-calorie':
        return tUi('very high-calorie');
      default:
        return c;
    }
  };
  const impact = (i: string) => {
    switch (i) {
      case 'a minimal part':
        return tUi('a minimal part');
      case 'a light part':
        return tUi('a light part');
      case 'a moderate part':
        return tUi('a moderate part');
      case 'a significant part':
        return tUi('a significant part');
      case 'a major part':
        return tUi('a major part');
      default:
        return i;
    }
  };
  const tag = (t: string) => {
    switch (t) {
      case 'High-protein meal':
        return tUi('High-protein meal');
      case 'Carb-heavy meal':
        return tUi('Carb-heavy meal');
      case 'Fat-rich meal':
        return tUi('Fat-rich meal');
      default:
        return t;
    }
  };
  const amount = '\\((\\d+) kcal, ([a-z -]+)\\)';
  return [
    [
      new RegExp(`^Light choice ${amount}: a good snack between appointments\\.$`),
      (m) =>
        tUi('Light choice ({{kcal}} kcal, {{kind}}): a good snack between appointments.', {
          kcal: m[1],
          kind: calorieClass(m[2]!),
        }),
    ],
    [
      new RegExp(`^Moderate meal ${amount} that fits most days\\.$`),
      (m) =>
        tUi('Moderate meal ({{kcal}} kcal, {{kind}}) that fits most days.', { kcal: m[1], kind: calorieClass(m[2]!) }),
    ],
    [
      new RegExp(`^Substantial meal ${amount}: plan lighter choices for the rest of the day\\.$`),
      (m) =>
        tUi('Substantial meal ({{kcal}} kcal, {{kind}}): plan lighter choices for the rest of the day.', {
          kcal: m[1],
          kind: calorieClass(m[2]!),
        }),
    ],
    [
      new RegExp(`^Large meal ${amount}: it takes a big share of your daily budget\\.$`),
      (m) =>
        tUi('Large meal ({{kcal}} kcal, {{kind}}): it takes a big share of your daily budget.', {
          kcal: m[1],
          kind: calorieClass(m[2]!),
        }),
    ],
    [
      /^Excellent protein \(([\d.]+) g\): great for muscle repair after long hours at the chair\.$/,
      (m) =>
        tUi('Excellent protein ({{grams}} g): great for muscle repair after long hours at the chair.', { grams: m[1] }),
    ],
    [
      /^Good protein \(([\d.]+) g\) to keep you full between patients\.$/,
      (m) => tUi('Good protein ({{grams}} g) to keep you full between patients.', { grams: m[1] }),
    ],
    [
      /^Moderate protein \(([\d.]+) g\); add a protein side to stay satisfied longer\.$/,
      (m) => tUi('Moderate protein ({{grams}} g); add a protein side to stay satisfied longer.', { grams: m[1] }),
    ],
    [
      /^High in carbohydrates \(([\d.]+) g\): pair with protein to avoid an energy dip\.$/,
      (m) => tUi('High in carbohydrates ({{grams}} g): pair with protein to avoid an energy dip.', { grams: m[1] }),
    ],
    [
      /^Good source of energy \(([\d.]+) g carbs\) for a busy clinic day\.$/,
      (m) => tUi('Good source of energy ({{grams}} g carbs) for a busy clinic day.', { grams: m[1] }),
    ],
    [/^Moderate carbohydrates \(([\d.]+) g\)\.$/, (m) => tUi('Moderate carbohydrates ({{grams}} g).', { grams: m[1] })],
    [
      /^High in fat \(([\d.]+) g\): balance it with lighter meals today\.$/,
      (m) => tUi('High in fat ({{grams}} g): balance it with lighter meals today.', { grams: m[1] }),
    ],
    [
      /^Moderate fat \(([\d.]+) g\); choose unsaturated sources where you can\.$/,
      (m) => tUi('Moderate fat ({{grams}} g); choose unsaturated sources where you can.', { grams: m[1] }),
    ],
    [
      /^Some healthy fat \(([\d.]+) g\) for lasting energy\.$/,
      (m) => tUi('Some healthy fat ({{grams}} g) for lasting energy.', { grams: m[1] }),
    ],
    [
      /^(?:(.+): )?(\d+)% protein, (\d+)% carbs, (\d+)% fat; (\d+)% of your daily goal \((a [a-z]+ part)\)\.$/,
      (m) => {
        const shares = tUi(
          '{{protein}}% protein, {{carbs}}% carbs, {{fat}}% fat; {{percent}}% of your daily goal ({{part}}).',
          {
            protein: m[2],
            carbs: m[3],
            fat: m[4],
            percent: m[5],
            part: impact(m[6]!),
          },
        );
        if (!m[1]) return shares;
        const tags = m[1].split(', ').map(tag).join(tUi(', '));
        return tUi('{{tags}}: {{shares}}', { tags, shares });
      },
    ],
    [
      /^Morning meal: protein now keeps you steady through the first patients of the day\.$/,
      () => tUi('Morning meal: protein now keeps you steady through the first patients of the day.'),
    ],
    [
      /^Midday meal: a balanced lunch helps you avoid the afternoon slump between appointments\.$/,
      () => tUi('Midday meal: a balanced lunch helps you avoid the afternoon slump between appointments.'),
    ],
    [
      /^Afternoon: a light snack bridges the gap to dinner without slowing you down chairside\.$/,
      () => tUi('Afternoon: a light snack bridges the gap to dinner without slowing you down chairside.'),
    ],
    [
      /^Evening meal: keep it lighter if it is late, so you sleep well before tomorrow’s list\.$/,
      () => tUi('Evening meal: keep it lighter if it is late, so you sleep well before tomorrow’s list.'),
    ],
  ];
}

/**
 * A sentence the API or the contracts wrote in English (an error's message, a refusal, a field's
 * check, an insight), in the reader's language when it is one we know; any other text as it is.
 * English is unchanged: the keys are the sentences.
 */
function knownText(text: string): string {
  // A fixed sentence is its own key (server-sentences.json lists them for the translation check).
  if (i18n.exists(text, { ns: 'ui' })) return tUi(text);
  for (const [pattern, say] of RULES) {
    const m = pattern.exec(text);
    if (m) return say(m);
  }
  return text;
}

// Loaded with the `ui` texts of a language other than English (i18n.ts): in English every
// sentence already reads as the API wrote it, so the first load of an English page carries none of this.
setServerMessageTranslator(knownText);
setKnownTexts(knownText);
