export { i18n, registerTranslations, changeLanguage, currentLanguage, knownText, type Translations } from './i18n';
export { useLocale } from './use-locale';
export { heightText, waterText, weightText } from './body-text';
export { useUiT, tUi } from './ui-texts';
export { ssoErrorText, widgetTitle, relativeTimeText } from './ui-words';
export { pseudoLocalize } from './pseudo';
