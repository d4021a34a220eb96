import { t } from '../../../shared/i18n';

/**
 * The 25 stretches come from the API in English (services/api seeds): their names, descriptions,
 * instructions, benefits and target muscles are looked up as keys of the exercise texts, listed in
 * shared/i18n/data-texts.json for translators and the key check. A text the catalogue gains later
 * shows in English until it is listed and translated.
 */
export const stretchText = (text: string): string => t(text);
