import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, relative } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const composeFile = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
// Debian's docker-compose (v1) validates without a Docker engine; nothing is installed here.
const binary = (process.env.PATH ?? '')
  .split(delimiter)
  .map((d) => join(d, 'docker-compose'))
  .find((p) => existsSync(p));
const withBinary = binary ? it : it.skip;

const REMOTES = ['mfe-nutrition', 'mfe-exercise', 'mfe-community', 'mfe-profile'];
const REMOTE_DOCKERFILE = 'tools/docker/remote.Dockerfile';
// Shared tooling, never another team's sources: the build (tools/webpack) and the release store (tools/release).
const ALLOWED = [
  'package.json',
  'package-lock.json',
  'nx.json',
  'tsconfig.base.json',
  'tools/webpack',
  'tools/release',
  'libs',
];

/** What the build stage of the remote Dockerfile copies from the context, for one REMOTE. */
function remoteBuildSources(remote: string): string[] {
  const dockerfile = readFileSync(join(root, REMOTE_DOCKERFILE), 'utf8');
  // The stage named `build`: the file also has stages for the releases an image carries on.
  const buildStage = dockerfile.split(/^FROM /m).find((stage) => /^\S+ AS build\n/.test(stage));
  if (buildStage === undefined) throw new Error(`${REMOTE_DOCKERFILE} has no stage named build`);
  return [...buildStage.matchAll(/^COPY (?!--from)(.+)$/gm)].flatMap((m) => {
    const parts = m[1]!.trim().split(/\s+/).slice(0, -1);
    return parts.map((p) => p.replace('${REMOTE}', remote).replace(/\/$/, ''));
  });
}

/** The secrets docker-compose.yml requires: none has a default published in the repository. */
const REQUIRED = {
  SESSION_SECRET: 'test-session-secret-0123456789abcdef',
  POSTGRES_PASSWORD: 'test-superuser-password-4711',
  APP_DB_PASSWORD: 'test-app-password-4712',
  REDIS_PASSWORD: 'test-redis-password-4713',
};
const withSecrets = (extra: Record<string, string> = {}) => {
  const env: NodeJS.ProcessEnv = { ...process.env, ...REQUIRED, ...extra };
  // Whatever the shell running the tests exports, the file's own defaults are what is checked.
  for (const k of ['DEMO_ACCOUNTS', 'COOKIE_SECURE']) if (!(k in extra)) delete env[k];
  return env;
};

/** One service's block of a resolved (or raw) compose file: from its key to the next service. */
function serviceBlock(file: string, name: string): string {
  const start = file.indexOf(`\n  ${name}:\n`);
  const next = file.slice(start + 1).search(/\n  [a-z-]+:\n/);
  return file.slice(start, next === -1 ? undefined : start + 1 + next);
}

const SERVICES = [
  'postgres',
  'redis',
  'api',
  'ai-worker',
  'migrate',
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
        ...['services/api', 'services/ai-worker', 'services/gateway', 'shell'].map((d) => `${d}/Dockerfile`),
        ...REMOTES.map(() => REMOTE_DOCKERFILE),
      ].sort(),
    );
    for (const file of dockerfiles) expect(existsSync(join(root, file))).toBe(true);
  });

  it('builds each remote from the one remote Dockerfile, with its own folder as REMOTE', () => {
    for (const remote of REMOTES) {
      const start = composeFile.indexOf(`\n  ${remote}:\n`);
      const next = composeFile.slice(start + 1).search(/\n  [a-z-]+:\n/);
      const block = composeFile.slice(start, next === -1 ? undefined : start + 1 + next);
      expect(block).toContain(`dockerfile: ${REMOTE_DOCKERFILE}`);
      expect(block).toContain(`REMOTE: ${remote}`);
      expect(existsSync(join(root, remote, 'Dockerfile'))).toBe(false);
    }
  });

  it('builds a remote from the root configs, tools/webpack, the libs and its own folder only', () => {
    const sources = remoteBuildSources('mfe-community');
    expect(sources.filter((s) => !ALLOWED.includes(s) && !s.startsWith('libs/') && s !== 'mfe-community')).toEqual([]);
    expect(sources).toEqual(expect.arrayContaining(['tools/webpack', 'libs', 'mfe-community']));
  });

  it('the remote image’s build step succeeds with nothing but what it copies', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chairside-remote-image-'));
    try {
      // As `docker build` would see the context: .dockerignore keeps node_modules and dist out.
      const ignored = (src: string) => /(^|[/\\])(node_modules|dist|\.nx)([/\\]|$)/.test(relative(root, src));
      for (const source of remoteBuildSources('mfe-community'))
        cpSync(join(root, source), join(dir, source), { recursive: true, filter: (src) => !ignored(src) });
      symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
      const build = spawnSync('npx', ['nx', 'run', 'mfe-community:build', '--outputStyle=static'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', CI: 'true' },
        // Nx without a workspace waits instead of failing: the test's own limit must end it.
        timeout: 110_000,
      });
      expect(build.status).toBe(0);
      const manifest = JSON.parse(readFileSync(join(dir, 'mfe-community/dist/mf-manifest.json'), 'utf8')) as {
        name: string;
      };
      expect(manifest.name).toBe('mfe_community');
      expect(existsSync(join(dir, 'libs/contracts/dist/remote-module.js'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }
  }, 120_000);

  withBinary('is valid for docker-compose and has every service', () => {
    const check = spawnSync(binary!, ['config', '-q'], { cwd: root, encoding: 'utf8', env: withSecrets() });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    const services = spawnSync(binary!, ['config', '--services'], { cwd: root, encoding: 'utf8', env: withSecrets() });
    expect(services.stdout.trim().split('\n').sort()).toEqual([...SERVICES].sort());
  });

  withBinary(
    'scales the API and the worker (`--scale api=2`): one migrate step before them, no names or host ports',
    () => {
      const resolved = spawnSync(binary!, ['config'], { cwd: root, encoding: 'utf8', env: withSecrets() }).stdout;
      for (const name of ['api', 'ai-worker']) {
        const block = serviceBlock(resolved, name);
        expect(block).not.toContain('container_name');
        expect(block).not.toMatch(/\n    ports:/);
        expect(block).toMatch(/migrate:\n\s+condition: service_completed_successfully/);
        expect(block).not.toContain('migrate.js');
      }
      const migrate = serviceBlock(resolved, 'migrate');
      expect(migrate).toContain('services/api/dist/db/migrate.js');
      expect(migrate).toMatch(/restart: ['"]?no/);
      expect(serviceBlock(resolved, 'api')).toContain('/api/health/ready');
    },
  );

  withBinary('routes the gateway to each front-end container and the API by env', () => {
    const resolved = spawnSync(binary!, ['config'], {
      cwd: root,
      encoding: 'utf8',
      env: withSecrets({ MFE_COMMUNITY_URL: 'https://cdn.example.com/community/mf-manifest.json' }),
    }).stdout;
    const gateway = serviceBlock(resolved, 'gateway');
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

  describe('runs as production', () => {
    withBinary('refuses to resolve without each secret, naming it', () => {
      for (const name of Object.keys(REQUIRED)) {
        const env = withSecrets();
        delete env[name];
        const r = spawnSync(binary!, ['config', '-q'], { cwd: root, encoding: 'utf8', env });
        expect(r.status).not.toBe(0);
        expect(r.stderr).toContain(`set ${name}`);
      }
    });

    it('publishes no secret and no superuser password in the file', () => {
      for (const name of Object.keys(REQUIRED)) {
        expect(composeFile).not.toMatch(new RegExp(`\\$\\{${name}:-`));
        expect(composeFile).toContain(`\${${name}:?set ${name}}`);
      }
      expect(composeFile).not.toMatch(/postgres:\/\/postgres[:@]/);
    });

    withBinary('turns demo accounts off, cookies Secure, and gives every Redis client the password', () => {
      const resolved = spawnSync(binary!, ['config'], { cwd: root, encoding: 'utf8', env: withSecrets() }).stdout;
      const api = serviceBlock(resolved, 'api');
      const worker = serviceBlock(resolved, 'ai-worker');
      const redis = serviceBlock(resolved, 'redis');
      expect(api).toMatch(/DEMO_ACCOUNTS: ['"]?off/);
      expect(api).toMatch(/COOKIE_SECURE: ['"]?on/);
      expect(api).toContain(`SESSION_SECRET: ${REQUIRED.SESSION_SECRET}`);
      expect(redis).toContain('--requirepass');
      expect(redis).toContain(REQUIRED.REDIS_PASSWORD);
      expect(redis).toContain(`REDISCLI_AUTH: ${REQUIRED.REDIS_PASSWORD}`); // the healthcheck's redis-cli
      const redisUrls = [...resolved.matchAll(/REDIS_URL: (\S+)/g)].map((m) => m[1]);
      expect(redisUrls).toHaveLength(2);
      for (const url of redisUrls) expect(url).toBe(`redis://:${REQUIRED.REDIS_PASSWORD}@redis:6379`);
      // The apps use their own role; the superuser's password is postgres's alone.
      for (const block of [api, worker]) {
        expect(block).toContain(
          `DATABASE_URL: postgres://chairside:${REQUIRED.APP_DB_PASSWORD}@postgres:5432/chairside`,
        );
        expect(block).not.toContain(REQUIRED.POSTGRES_PASSWORD);
      }
      const postgres = serviceBlock(resolved, 'postgres');
      expect(postgres).toContain('/docker-entrypoint-initdb.d');
      expect(postgres).toContain('pg_isready');
    });

    withBinary('bounds the memory of the API and the worker, V8 heap below the container limit', () => {
      const resolved = spawnSync(binary!, ['config'], { cwd: root, encoding: 'utf8', env: withSecrets() }).stdout;
      for (const name of ['api', 'ai-worker']) {
        const block = serviceBlock(resolved, name);
        expect(block).toMatch(/mem_limit: ['"]?1g/);
        expect(block).toContain('NODE_OPTIONS: --max-old-space-size=512');
      }
    });

    withBinary('still lets a plain-http local trial turn demo accounts on and Secure cookies off', () => {
      const resolved = spawnSync(binary!, ['config'], {
        cwd: root,
        encoding: 'utf8',
        env: withSecrets({ DEMO_ACCOUNTS: 'on', COOKIE_SECURE: 'off' }),
      }).stdout;
      const api = serviceBlock(resolved, 'api');
      expect(api).toMatch(/DEMO_ACCOUNTS: ['"]?on/);
      expect(api).toMatch(/COOKIE_SECURE: ['"]?off/);
    });

    it('mounts an init script that exists and requires the app password', () => {
      const script = readFileSync(join(root, 'tools/docker/postgres-initdb/10-app-role.sh'), 'utf8');
      expect(script).toContain('APP_DB_PASSWORD:?');
      expect(script).toMatch(/NOSUPERUSER/);
    });
  });
});
