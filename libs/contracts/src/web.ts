// The zod-free side of the contracts, for browser code that needs constants, rules and types only
// (`@chairside/contracts/web`, a shared singleton of its own). Module federation shares a module
// whole, so a page importing anything from `@chairside/contracts` loads every schema and zod with it
// (~37 KiB gzip). Code that validates with a schema (sign-up, the manual-entry form, an analysis
// answer) imports it from `@chairside/contracts`; that code sits in chunks loaded when it is used.
// Nothing here may import zod at run time (libs/contracts/src/contracts.spec.ts checks it).
// Only the rules a first screen uses (the shell's, the dashboard's) are here: every page loads this
// entry whole, so the rest are in `@chairside/contracts/web-lazy` (web-lazy.ts), loaded with the
// dialog, page or remote that needs them.
export * from './api-paths';
export * from './demo-accounts';
export * from './nutrition-math';
export * from './rules/body';
// The sign-in form loads '@chairside/ui/forms', whose body fields read these.
export * from './rules/body-fields';
export * from './rules/goals';
export * from './rules/oral-health';
export * from './rules/personalities';
export * from './rules/daily-tips';
export * from './rules/time';
export * from './rules/water';
export * from './remote-module';
export * from './remote-widgets';
export * from './browser';
export * from './uploads-and-platforms';
export * from './sso-errors';
export * from './languages';
// Types only: erased at build time, so the schemas they come from are not loaded.
export type * from './web-lazy';
export type * from './common';
export type * from './auth';
export type * from './food-entries';
export type * from './entry-copies';
export type * from './saved-meals';
export type * from './nutrition-goals';
export type * from './expenditure';
export type * from './own-foods';
export type * from './recipes';
export type * from './water';
export type * from './body-check-ins';
export type * from './user-profile';
export type * from './exercise';
export type * from './weigh-ins';
export type * from './community';
export type * from './nutrition-personality';
export type * from './health-integrations';
export type * from './imports';
export type * from './analysis';
export type * from './branded-foods';
export type * from './queue';
