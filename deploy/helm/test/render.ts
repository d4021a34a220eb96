// Renders the chart with the pinned helm (tools/helm/ensure-helm.mjs) and parses what it prints.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { loadAll } from 'js-yaml';
import type { KubeObject } from './kube-schema';

const root = join(__dirname, '..', '..', '..');
export const CHART = join(root, 'deploy', 'helm', 'chairside');

/** The three value sets the checks cover (and `helm lint` in tools/helm/lint-chart.mjs). */
export const VALUE_SETS: Record<string, string[]> = {
  defaults: [],
  production: [join(CHART, 'examples', 'production.yaml')],
  minimal: [join(CHART, 'examples', 'minimal.yaml')],
};

let helm: { binary: string; env: NodeJS.ProcessEnv } | undefined;

function helmBinary() {
  if (helm) return helm;
  const r = spawnSync(process.execPath, [join(root, 'tools', 'helm', 'ensure-helm.mjs')], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`tools/helm/ensure-helm.mjs failed:\n${r.stderr}`);
  const binary = r.stdout.trim().split('\n').pop() ?? '';
  const home = join(dirname(dirname(binary)), 'home');
  helm = {
    binary,
    env: {
      ...process.env,
      HELM_CACHE_HOME: join(home, 'cache'),
      HELM_CONFIG_HOME: join(home, 'config'),
      HELM_DATA_HOME: join(home, 'data'),
    },
  };
  return helm;
}

export interface Rendered {
  status: number | null;
  text: string;
  stderr: string;
  objects: KubeObject[];
}

/** `helm template chairside <chart> -f <files>... <extra>` (in namespace clinic); objects empty when helm refused. */
export function render(valueFiles: string[] = [], extra: string[] = [], chart = CHART, extraEnv = {}): Rendered {
  const { binary, env } = helmBinary();
  const args = ['template', 'chairside', chart, '--namespace', 'clinic', ...valueFiles.flatMap((f) => ['-f', f])];
  const r = spawnSync(binary, [...args, ...extra], { encoding: 'utf8', env: { ...env, ...extraEnv } });
  const objects =
    r.status === 0 ? (loadAll(r.stdout) as (KubeObject | null)[]).filter((o): o is KubeObject => o !== null) : [];
  return { status: r.status, text: r.stdout, stderr: r.stderr, objects };
}

export function find(objects: KubeObject[], kind: string, name: string): KubeObject {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found)
    throw new Error(`no ${kind} ${name} among ${objects.map((o) => `${o.kind}/${o.metadata.name}`).join(', ')}`);
  return found;
}
