#!/usr/bin/env node
// `node tools/release/publish.mjs <folder>`: puts the remote's built `<folder>/dist` into the release
// store as `<RELEASES_ROOT>/<folder>/<version>/` (its version from dist/release.json), keeps the newest
// KEEP_RELEASES of that remote and prints the version. The release table then names it (stable or canary).
import { join, resolve } from 'node:path';
import { releasesRoot } from './releases-root.mjs';
import { publishRelease } from './store.mjs';

const [folder, ...rest] = process.argv.slice(2);
if (!folder || rest.length || !/^mfe-[a-z0-9-]+$/.test(folder)) {
  console.error('Usage: node tools/release/publish.mjs <folder of a remote, e.g. mfe-profile>');
  console.error('Environment: RELEASES_ROOT (default <STATIC_ROOT or the checkout>/.data/releases)');
  process.exit(2);
}
try {
  const { version, removed } = publishRelease(resolve(folder, 'dist'), join(releasesRoot(), folder));
  if (removed.length) console.error(`publish: removed the older ${removed.join(', ')} of ${folder}`);
  console.log(version);
} catch (e) {
  console.error(`publish: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
