import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const KiB = 1024;

/**
 * @param {string} file
 */
export function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * Local script files an HTML page loads before anything else (webpack's entry and its sync chunks).
 * @param {string} html
 */
export function scriptsOfHtml(html) {
  return [...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/gi)]
    .map((m) => m[1] ?? '')
    .filter((src) => !/^(https?:)?\/\//.test(src))
    .map((src) => src.replace(/^(\.\/|\/)+/, '').split(/[?#]/)[0] ?? '');
}

/**
 * From a remote's mf-manifest.json: its entry file (remoteEntry.js unless the manifest names another).
 * @param {{ metaData?: { remoteEntry?: { path?: string, name?: string } } } | undefined} manifest
 */
export function remoteEntryFile(manifest) {
  const entry = manifest?.metaData?.remoteEntry;
  return entry ? [entry.path, entry.name].filter(Boolean).join('/').replace(/^\/+/, '') : 'remoteEntry.js';
}

/**
 * A remote's "own chunks" on its first route: the scripts the browser fetched from under
 * `/remotes/<folder>/` while loading that route, without the entry (its own row). What the host
 * provides (shared singletons) is not among them, and neither is what the page imports lazily
 * (the scanner's zxing, dialogs opened later), because the browser did not fetch it.
 * @template {{ path: string }} T
 * @param {T[]} scripts the page's scripts by URL path
 * @param {string} folder the remote's folder (mfe-nutrition)
 * @param {string} [entry]
 * @returns {T[]}
 */
export function remoteOwnScripts(scripts, folder, entry = 'remoteEntry.js') {
  const prefix = `/remotes/${folder}/`;
  return scripts.filter((s) => s.path.startsWith(prefix) && s.path.slice(prefix.length) !== entry);
}

/**
 * Sums gzip sizes of files under `dir`; a listed file that is missing is reported, not skipped.
 * @param {string} dir
 * @param {string[]} files
 */
export function sumGzip(dir, files) {
  const missing = files.filter((f) => !existsSync(join(dir, f)));
  if (missing.length) throw new Error(`missing in ${dir}: ${missing.join(', ')}`);
  return files.reduce((n, f) => n + gzipSize(join(dir, f)), 0);
}
