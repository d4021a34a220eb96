import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseReleaseTable, type ReleaseTable } from './release-table';

/** Where the release table comes from: a file re-read when it changes, the environment, or nowhere. */
export type ReleaseSource =
  | { kind: 'file'; file: string; table: ReleaseTable; text: string }
  | { kind: 'env'; table: ReleaseTable }
  | { kind: 'none' };

/** How often the file is looked at: a change is followed within this, well inside the 2 s promised. */
const POLL_MS = 1000;

/**
 * The release table at start, first found: the file RELEASES_FILE (a ConfigMap in the chart), the JSON
 * in REMOTE_RELEASES (compose), else none (every remote on its unversioned files, as before releases).
 * A bad table or an unreadable file is named in `errors`, which stops the gateway.
 */
export function readReleaseSource(env: NodeJS.ProcessEnv, errors: string[]): ReleaseSource {
  if (env.RELEASES_FILE) {
    const file = resolve(env.RELEASES_FILE);
    try {
      const text = readFileSync(file, 'utf8');
      return { kind: 'file', file, text, table: parseReleaseTable(text) };
    } catch (e) {
      errors.push(`RELEASES_FILE ${file}: ${messageOf(e)}`);
      return { kind: 'none' };
    }
  }
  if (env.REMOTE_RELEASES && env.REMOTE_RELEASES.trim() !== '') {
    try {
      return { kind: 'env', table: parseReleaseTable(env.REMOTE_RELEASES) };
    } catch (e) {
      errors.push(`REMOTE_RELEASES: ${messageOf(e)}`);
    }
  }
  return { kind: 'none' };
}

/**
 * The current table. A file source is re-read every second while the gateway runs, so a changed
 * ConfigMap or releases.json takes effect with no restart: a good new table replaces the old one at
 * once; a bad or unreadable one is logged and the last good table stays.
 */
export function followReleaseTable(source: ReleaseSource): () => ReleaseTable | undefined {
  if (source.kind === 'none') return () => undefined;
  if (source.kind === 'env') return () => source.table;
  const { file } = source;
  let { table, text } = source;
  let refused: string | undefined;
  const timer = setInterval(() => {
    let next: string;
    try {
      next = readFileSync(file, 'utf8');
    } catch (e) {
      return refuse(`cannot be read (${messageOf(e)})`);
    }
    if (next === text) return;
    try {
      table = parseReleaseTable(next);
      text = next;
      refused = undefined;
      console.log(`gateway: release table ${file} changed: ${JSON.stringify(table)}`);
    } catch (e) {
      refuse(messageOf(e), next);
    }
  }, POLL_MS);
  // Polling does not keep a stopping gateway alive.
  timer.unref();
  // Logged once per bad content, not every second.
  function refuse(why: string, content = '') {
    if (refused === why + content) return;
    refused = why + content;
    console.error(`gateway: release table ${file} refused, the last good one stays: ${why}`);
  }
  return () => table;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
