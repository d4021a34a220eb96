import { localeOf } from '@chairside/contracts/web';
import { currentLanguage } from '@chairside/ui';

/** The active language's `Intl` locale at call time, for model functions (components use `useLocale()`). */
export const activeLocale = (): string => localeOf(currentLanguage());

/**
 * The locale a calendar day is written in: English keeps the day-first 'Mon 16 Nov' (en-GB) it has
 * always shown, every other language its own order.
 */
export const dayLocale = (locale: string): string => (locale === 'en-US' ? 'en-GB' : locale);
