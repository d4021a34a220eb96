import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

/** The design system's own texts (namespace `ui`). */
export const useUiT = () => useTranslation('ui').t;

/** Outside a component (a toast built in a callback, a model's words): the active language at call time. */
export const tUi = i18n.getFixedT(null, 'ui');
