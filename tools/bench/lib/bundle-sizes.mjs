import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const KiB = 1024;

export function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Local script files an HTML page loads before anything else (webpack's entry and its sync chunks). */
export function scriptsOfHtml(html) {
  return [...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/gi)]
    .map((m) => m[1])
    .filter((src) => !/^(https?:)?\/\//.test(src))
    .map((src) => src.replace(/^(\.\/|\/)+/, '').split(/[?#]/)[0]);
}

/**
 * From a remote's mf-manifest.json: its entry file and the JS of its `./routes` expose — sync and
 * async (the lazy pages), without chunks that belong to shared singletons (the host provides those).
 */
export function remoteFiles(manifest) {
  const entry = manifest?.metaData?.remoteEntry;
  const entryFile = entry ? [entry.path, entry.name].filter(Boolean).join('/').replace(/^\/+/, '') : 'remoteEntry.js';
  const routes = (manifest?.exposes ?? []).find((e) => e.path === './routes' || e.name === 'routes');
  const shared = new Set(
    (manifest?.shared ?? []).flatMap((s) => [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]),
  );
  const own = [...(routes?.assets?.js?.sync ?? []), ...(routes?.assets?.js?.async ?? [])].filter((f) => !shared.has(f));
  return { entry: entryFile, routes: [...new Set(own)] };
}

/** Sums gzip sizes of files under `dir`; a listed file that is missing is reported, not skipped. */
export function sumGzip(dir, files) {
  const missing = files.filter((f) => !existsSync(join(dir, f)));
  if (missing.length) throw new Error(`missing in ${dir}: ${missing.join(', ')}`);
  return files.reduce((n, f) => n + gzipSize(join(dir, f)), 0);
}
