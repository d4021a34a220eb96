import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from '../support/stack-variant';

// A production build writes its source maps for whoever debugs it, but they hold the whole source:
// no bundle points at one, and the site answers 404 for them unless SERVE_SOURCE_MAPS=on (which the
// stack under test does not set).

const FRONT_ENDS = ['shell', 'mfe-nutrition', 'mfe-exercise', 'mfe-community', 'mfe-profile'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Where the gateway serves a file of a front-end's dist. */
const urlPathOf = (folder: string, file: string) =>
  `${folder === 'shell' ? '' : `/remotes/${folder}`}/${relative(join(root, folder, 'dist'), file)}`;

test('built bundles carry no sourceMappingURL and the site does not serve their maps', async ({ request }) => {
  for (const folder of FRONT_ENDS) {
    const files = filesUnder(join(root, folder, 'dist'));
    const bundles = files.filter((f) => f.endsWith('.js'));
    const maps = files.filter((f) => f.endsWith('.js.map'));
    expect(bundles.length, folder).toBeGreaterThan(1);
    expect(maps.length, `${folder} still writes its maps`).toBeGreaterThan(0);
    const pointing = bundles.filter((f) => readFileSync(f, 'utf8').includes('sourceMappingURL='));
    expect(pointing.map((f) => relative(root, f))).toEqual([]);

    const map = maps[0]!;
    const served = await request.get(urlPathOf(folder, map));
    expect(served.status(), urlPathOf(folder, map)).toBe(404);
    // The bundle beside it is served: the 404 is about the map, not a wrong path.
    const bundle = await request.get(urlPathOf(folder, map.replace(/\.map$/, '')));
    expect(bundle.status(), urlPathOf(folder, map)).toBe(200);
  }
});
