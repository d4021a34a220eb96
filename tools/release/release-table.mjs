// The local release table (`npm start`): `{ "<remote name>": { "stable": "<version>", "canary"?: ... } }`,
// read by the gateway from RELEASES_FILE. `npm start` runs what was just built: each remote's stable
// is set to the build it published; a canary a person set is kept while its version is in the store,
// so a canary tried by hand (edit the file while the stack runs) survives a restart.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * @param {string} file
 * @param {{ remote: string, version: string, stored: string[] }[]} releases each remote's build just published and the versions its store holds
 * @returns {Record<string, { stable: string, canary?: unknown }>} the table written
 */
export function writeStableReleases(file, releases) {
  /** @type {Record<string, { stable?: unknown, canary?: { version?: unknown } }>} */
  let table = {};
  if (existsSync(file)) {
    try {
      table = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      throw new Error(`${file} is not valid JSON (${e instanceof Error ? e.message : String(e)}): fix or delete it`);
    }
    if (typeof table !== 'object' || table === null || Array.isArray(table))
      throw new Error(`${file}: expected an object of remote names`);
  }
  /** @type {Record<string, { stable: string, canary?: unknown }>} */
  const written = {};
  for (const { remote, version, stored } of releases) {
    const canary = table[remote]?.canary;
    const keepCanary =
      canary && typeof canary.version === 'string' && canary.version !== version && stored.includes(canary.version);
    written[remote] = keepCanary ? { stable: version, canary } : { stable: version };
  }
  // Renamed into place: a gateway re-reading the file never sees half of it.
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.${process.pid}`, `${JSON.stringify(written, null, 2)}\n`);
  renameSync(`${file}.${process.pid}`, file);
  return written;
}
