// What the apps use of react-i18next, provided to the share scope as `react-i18next` (see
// federation.cjs): a shared module is never tree-shaken, and the package whole (HOCs, SSR helpers,
// Trans with its HTML parser) is ~7 KiB gzip against ~2.5 KiB for the hook the apps use. The rare
// sentence with an element inside imports `Trans` from 'react-i18next/TransWithoutContext', which
// lands in that page's own chunk. One copy for the shell and every remote is what lets a language
// change re-render them all: a remote with its own copy would keep the instance it last saw.
// The build stops when app or lib code imports a name that is not listed here: add it, then.
// @ts-expect-error -- by path, past the package's exports map (the name itself is this share); the apps see react-i18next's types
export { initReactI18next, useTranslation } from '../../../node_modules/react-i18next/dist/es/index.js';
