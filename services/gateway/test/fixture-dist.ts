import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** What a production build writes beside each bundle (webpack's hidden-source-map): the whole source. */
export const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['webpack://shell/src/main.ts'], mappings: 'AAAA' });

/** A temp STATIC_ROOT laid out like the workspace: shell/dist and <remote>/dist. */
export function makeFixtureRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'chairside-gateway-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': '<!doctype html><title>Chairside</title><div id="root"></div>',
    'shell/dist/main.0123abcd4567ef89.js': 'console.log("shell");'.repeat(100),
    'shell/dist/main.0123abcd4567ef89.js.map': SOURCE_MAP,
    'shell/dist/landing/index.html': '<!doctype html><title>Chairside landing</title><div id="root"></div>',
    'shell/dist/landing/landing.0123abcd4567ef89.js': 'console.log("landing");',
    'shell/dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'mfe-nutrition/dist/mf-manifest.json': '{"id":"mfe_nutrition"}',
    'mfe-nutrition/dist/remoteEntry.js': 'var mfe_nutrition;',
    'mfe-nutrition/dist/routes.89abcdef01234567.js': 'export default 1;',
    'mfe-nutrition/dist/routes.89abcdef01234567.js.map': SOURCE_MAP,
  };
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  }
  return root;
}
