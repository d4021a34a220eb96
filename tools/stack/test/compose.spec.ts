import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const composeFile = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
// Debian's docker-compose (v1) validates without a Docker engine; nothing is installed here.
const binary = (process.env.PATH ?? '')
  .split(delimiter)
  .map((d) => join(d, 'docker-compose'))
  .find((p) => existsSync(p));
const withBinary = binary ? it : it.skip;

const SERVICES = [
  'postgres',
  'redis',
  'api',
  'ai-worker',
  'gateway',
  'shell',
  'mfe-nutrition',
  'mfe-exercise',
  'mfe-community',
  'mfe-profile',
];

describe('docker-compose.yml', () => {
  it('builds every app from a Dockerfile that exists', () => {
    const dockerfiles = [...composeFile.matchAll(/dockerfile:\s*(\S+)/g)].map((m) => m[1]!);
    expect(dockerfiles.sort()).toEqual(
      [
        'services/api',
        'services/ai-worker',
        'services/gateway',
        'shell',
        'mfe-nutrition',
        'mfe-exercise',
        'mfe-community',
        'mfe-profile',
      ]
        .map((d) => `${d}/Dockerfile`)
        .sort(),
    );
    for (const file of dockerfiles) expect(existsSync(join(root, file))).toBe(true);
  });

  withBinary('is valid for docker-compose and has every service', () => {
    const check = spawnSync(binary!, ['config', '-q'], { cwd: root, encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    const services = spawnSync(binary!, ['config', '--services'], { cwd: root, encoding: 'utf8' });
    expect(services.stdout.trim().split('\n').sort()).toEqual([...SERVICES].sort());
  });

  withBinary('routes the gateway to each front-end container and the API by env', () => {
    const resolved = spawnSync(binary!, ['config'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, MFE_COMMUNITY_URL: 'https://cdn.example.com/community/mf-manifest.json' },
    }).stdout;
    // The gateway's block of the resolved file: from its key to the next service at the same indent.
    const start = resolved.indexOf('\n  gateway:\n');
    const next = resolved.slice(start + 1).search(/\n  [a-z-]+:\n/);
    const gateway = resolved.slice(start, next === -1 ? undefined : start + 1 + next);
    expect(gateway).toContain('4200');
    for (const line of [
      'API_URL: http://api:3333',
      'SHELL_UPSTREAM: http://shell:8080',
      'MFE_NUTRITION_UPSTREAM: http://mfe-nutrition:8080',
      'MFE_PROFILE_UPSTREAM: http://mfe-profile:8080',
      'MFE_COMMUNITY_URL: https://cdn.example.com/community/mf-manifest.json',
    ]) {
      expect(gateway).toContain(line);
    }
  });
});
