import { localeOf } from '@chairside/contracts/web';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';

/**
 * The `Intl` locale of the active language ('de-DE', 'zh-CN'): dates, weekday and month names,
 * numbers and decimal separators are formatted with it, never from lists of our own.
 */
export function useLocale(): string {
  useTranslation('ui');
  return localeOf(currentLanguage());
}
