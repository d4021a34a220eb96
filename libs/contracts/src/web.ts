// The zod-free side of the contracts, for browser code that needs constants, rules and types only
// (`@chairside/contracts/web`, a shared singleton of its own). Module federation shares a module
// whole, so a page importing anything from `@chairside/contracts` loads every schema and zod with it
// (~37 KiB gzip). Code that validates with a schema (sign-up, the manual-entry form, an analysis
// answer) imports it from `@chairside/contracts`; that code sits in chunks loaded when it is used.
// Nothing here may import zod at run time (libs/contracts/src/contracts.spec.ts checks it).
export * from './api-paths';
export * from './demo-accounts';
export * from './nutrition-math';
export * from './rules';
export * from './remote-module';
export * from './remote-widgets';
export * from './browser';
export * from './uploads-and-platforms';
export * from './sso-errors';
// Types only: erased at build time, so the schemas they come from are not loaded.
export type * from './common';
export type * from './auth';
export type * from './food-entries';
export type * from './nutrition-goals';
export type * from './user-profile';
export type * from './exercise';
export type * from './community';
export type * from './nutrition-personality';
export type * from './health-integrations';
export type * from './analysis';
export type * from './queue';
