// The local release table (`npm start`): `{ "<remote name>": { "stable": "<version>", "canary"?: ... } }`,
// read by the gateway from RELEASES_FILE. Edited by hand to try a canary or roll back; what a person
// wrote there is kept, only a remote missing from it (or whose stable version left the store) is set.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

/**
 * @param {string} file
 * @param {{ remote: string, version: string, stored: string[] }[]} releases each remote's newest build and the versions its store holds
 * @returns {Record<string, string>} the stable version of each remote after the change
 */
export function ensureStableReleases(file, releases) {
  /** @type {Record<string, { stable?: unknown }>} */
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
  let changed = !existsSync(file);
  /** @type {Record<string, string>} */
  const stable = {};
  for (const { remote, version, stored } of releases) {
    const entry = table[remote];
    const current =
      entry && typeof entry.stable === 'string' && stored.includes(entry.stable) ? entry.stable : undefined;
    if (current) {
      stable[remote] = current;
      continue;
    }
    table[remote] = { ...entry, stable: version };
    stable[remote] = version;
    changed = true;
  }
  if (changed) {
    // Renamed into place: a gateway re-reading the file never sees half of it.
    writeFileSync(`${file}.${process.pid}`, `${JSON.stringify(table, null, 2)}\n`);
    renameSync(`${file}.${process.pid}`, file);
  }
  return stable;
}
