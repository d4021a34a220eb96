import { serverMessage } from '@chairside/api-client';
import { nutritionInsights } from '@chairside/contracts/web-lazy';
import german from './locales/de.json';
import { i18n, knownText } from './i18n';
import './known-texts';
import { relativeTimeText } from './ui-words';

const FOODS = [0, 30, 150, 350, 520, 900].flatMap((calories) =>
  [
    [5, 5, 2],
    [12, 20, 10],
    [20, 40, 18],
    [40, 70, 30],
  ].map(([protein, carbs, fat]) => ({ calories, protein: protein!, carbs: carbs!, fat: fat! })),
);

describe('knownText', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('leaves English as the API wrote it, and unknown text as it is', () => {
    for (const text of [
      'Too many failed attempts. Try again in 5 minutes.',
      'You have logged 60 food entries in the last hour. Please wait 1 minute.',
      'date: must be today or one of the 7 days before',
      '4\'0" to 7\'11"',
      'Something nobody wrote down',
    ])
      expect(knownText(text)).toBe(text);
    expect(relativeTimeText('2026-11-26T07:30:00Z', 'en-US', new Date('2026-11-26T09:45:00Z'))).toBe('2 hours ago');
  });

  it('reads every nutrition insight of the contracts, and the waits, in another language', async () => {
    i18n.addResourceBundle('de', 'ui', german, true, true);
    await i18n.changeLanguage('de');
    expect(knownText('Too many failed attempts. Try again in 5 minutes.')).toBe(
      'Zu viele fehlgeschlagene Versuche. Versuch es in 5 Minuten erneut.',
    );
    expect(knownText('Something nobody wrote down')).toBe('Something nobody wrote down');
    // Community's toast past the hourly limit reads the API's sentence through here.
    expect(
      serverMessage({
        status: 429,
        data: { message: 'You have shared 10 posts in the last hour. Please wait 1 minute before posting again.' },
      }),
    ).toBe('Du hast in der letzten Stunde 10 Beiträge geteilt. Bitte warte 1 Minute, bevor du wieder postest.');
    // The API client's serverMessage reads through it.
    expect(serverMessage({ status: 401, data: { message: 'Invalid username or PIN' } })).toBe(
      'Benutzername oder PIN ungültig',
    );
    for (const food of FOODS)
      for (const hour of [8, 12, 16, 21])
        for (const insight of nutritionInsights(food, { calorieGoal: 2000, hour }))
          expect([insight.text, knownText(insight.text)]).not.toEqual([insight.text, insight.text]);
  });
});
