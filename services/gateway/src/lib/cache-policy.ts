import { basename } from 'node:path';

/** Entry files name the hashed chunks; they must be revalidated so a redeployed remote is seen at once. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
/** webpack's [contenthash] (8+ hex) before the extension: the name changes when the content does. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

export const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

/** A path whose last segment has no extension is a client-side route (SPA fallback to index.html). */
export function isRoutePath(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}
