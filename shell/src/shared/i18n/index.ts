import { i18n, registerTranslations } from '@chairside/ui';
import { useTranslation } from 'react-i18next';

/** This app's namespace: its texts travel with it, so it brings them when deployed alone. */
const NS = 'shell';
registerTranslations(NS, (language) => import(`./locales/${language}.json`));

/** In a component: `const t = useT();` then `t` of the English text (the key); re-renders on a language change. */
export const useT = () => useTranslation(NS).t;

/** Outside a component (a model's words, a toast built in a callback): the active language at call time. */
export const t = i18n.getFixedT(null, NS);
