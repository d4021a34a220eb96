#!/usr/bin/env node
// `helm lint --strict` of the chart with each value set the checks know: the defaults, the production
// example and the minimal one. values.schema.json is enforced here, so a wrong key or type fails.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureHelm, helmEnv } from './ensure-helm.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const chart = join(root, 'deploy', 'helm', 'chairside');
export const VALUE_SETS = {
  defaults: [],
  production: ['examples/production.yaml'],
  minimal: ['examples/minimal.yaml'],
};

const helm = ensureHelm();
let failed = 0;
for (const [name, files] of Object.entries(VALUE_SETS)) {
  const args = ['lint', chart, '--strict', ...files.flatMap((f) => ['-f', join(chart, f)])];
  const r = spawnSync(helm, args, { encoding: 'utf8', env: { ...process.env, ...helmEnv() } });
  console.log(`helm lint (${name}): ${r.status === 0 ? 'ok' : 'FAILED'}`);
  if (r.status !== 0) {
    failed++;
    console.error(r.stdout + r.stderr);
  }
}
process.exit(failed ? 1 : 0);
