import type { LanguageCode } from '@chairside/contracts/web';
import { changeLanguage, i18n, registerTranslations } from './i18n';

// An app's namespace as a remote registers it when its code loads (its src/shared/i18n/index.ts).
const asked: LanguageCode[] = [];
registerTranslations('probe', (language) => {
  asked.push(language);
  return Promise.resolve({
    default: { Hello: 'Hallo', '{{count}} days_one': '{{count}} Tag', '{{count}} days_other': '{{count}} Tage' },
  });
});
const t = i18n.getFixedT(null, 'probe');
const days = (count: number) => t('{{count}} days', { defaultValue_one: '{{count}} day', count });

describe("an app's namespace", () => {
  afterAll(() => changeLanguage('en'));

  it('reads in English from its keys and the singular in the call, with nothing downloaded', async () => {
    await changeLanguage('en');
    expect([t('Hello'), days(1), days(3)]).toEqual(['Hello', '1 day', '3 days']);
    expect(asked).toEqual([]);
  });

  it('downloads only the chosen language, and falls back to English for a text it lacks', async () => {
    await changeLanguage('de');
    expect([t('Hello'), days(1), days(3)]).toEqual(['Hallo', '1 Tag', '3 Tage']);
    expect(t('Not translated yet')).toBe('Not translated yet');
    expect(asked).toEqual(['de']);
    expect(document.documentElement.lang).toBe('de-DE');
  });
});
