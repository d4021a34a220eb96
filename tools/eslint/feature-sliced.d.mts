import type { ESLint } from 'eslint';

export const LAYERS: readonly string[];
export function violation(source: string, target: string): string | null;
declare const plugin: ESLint.Plugin;
export default plugin;
