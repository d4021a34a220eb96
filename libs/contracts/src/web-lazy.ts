// The zod-free rules no first screen needs (`@chairside/contracts/web-lazy`, a shared singleton of its
// own): the dialogs, the progress and quiz pages and the exercise, community and profile remotes use
// them. Shared modules are loaded whole, so keeping these out of `@chairside/contracts/web` keeps them
// out of every page's first load. Like web.ts, nothing here may import zod at run time
// (web.spec.ts checks both); their types are also exported by web.ts.
export * from './rules/food-insights';
export * from './rules/quiz';
export * from './rules/number-words';
export * from './rules/voice-parse';
export * from './rules/exercise';
export * from './rules/stretch-reminders';
export * from './rules/community';
export * from './rules/branded-foods';
export * from './rules/own-food-math';
export * from './rules/weight-trend';
export * from './rules/expenditure';
export * from './rules/body-check-ins';
export * from './import-files';
