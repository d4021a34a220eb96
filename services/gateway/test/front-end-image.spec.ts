import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeFixtureRoot } from './fixture-dist';
import { startServer, type Running } from './spawn-server';

const repo = join(__dirname, '..', '..', '..');

/**
 * The runtime stage of a front-end image as its Dockerfile writes it: every `COPY --from=<stage> /app/<path>`
 * of the last stage (but the front-end's own dist) laid out in a temp dir standing for its WORKDIR, and the
 * script its CMD runs. /tmp has no node_modules above it: what the server imports must be in the layout.
 */
function imageLayout(dockerfile: string): { dir: string; script: string } {
  const text = readFileSync(join(repo, dockerfile), 'utf8');
  const runtime = text.slice(text.lastIndexOf('\nFROM '));
  const dir = mkdtempSync(join(tmpdir(), 'chairside-front-end-image-'));
  for (const [, args] of runtime.matchAll(/^COPY --from=\S+ (.+)$/gm)) {
    const parts = args!.trim().split(/\s+/);
    const destination = parts.pop()!;
    // The front-end's build and a remote's releases: the fixture's stand in for them.
    if (destination === 'dist' || destination === 'releases/') continue;
    for (const source of parts) {
      const from = join(repo, source.replace(/^\/app\//, ''));
      const to = destination.endsWith('/') ? join(dir, destination, source.split('/').pop()!) : join(dir, destination);
      mkdirSync(join(to, '..'), { recursive: true });
      cpSync(from, to);
    }
  }
  const cmd = JSON.parse(/^CMD (\[.+\])$/m.exec(runtime)![1]!) as string[];
  expect(cmd[0]).toBe('node');
  return { dir, script: join(dir, cmd[1]!) };
}

describe.each(['shell/Dockerfile', 'tools/docker/remote.Dockerfile'])(
  'the static server as %s lays it out (no node_modules but the contracts files it copies)',
  (dockerfile) => {
    let root: string;
    let layout: { dir: string; script: string };
    let server: Running;

    beforeAll(async () => {
      root = makeFixtureRoot();
      layout = imageLayout(dockerfile);
      server = await startServer(layout.script, {
        ROOT: join(root, 'shell', 'dist'),
        SPA: 'on',
        REMOTES_JSON: 'on',
        MFE_PROFILE_URL: 'https://profile.example.com/mf-manifest.json',
      });
    });

    afterAll(async () => {
      await server?.stop();
      rmSync(root, { recursive: true, force: true });
      if (layout) rmSync(layout.dir, { recursive: true, force: true });
    });

    it('starts and serves its files, /remotes.json and the landing page', async () => {
      expect(await (await fetch(`${server.url}/healthz`)).text()).toBe('ok');
      expect(await (await fetch(`${server.url}/remotes.json`)).json()).toMatchObject({
        mfe_nutrition: '/remotes/mfe-nutrition/mf-manifest.json',
        mfe_profile: 'https://profile.example.com/mf-manifest.json',
      });
      const landing = await fetch(`${server.url}/`);
      expect(await landing.text()).toContain('<title>Chairside landing</title>');
      expect(landing.headers.get('content-security-policy')).toContain("script-src 'self' https://profile.example.com");
      const member = await fetch(`${server.url}/`, { headers: { cookie: 'chairside.sid=s%3Aabc' } });
      expect(await member.text()).toContain('<title>Chairside</title>');
    });
  },
);
