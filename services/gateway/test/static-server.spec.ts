import { rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import helmet from 'helmet';
import { helmetOptions } from '../src/lib/hardening';
import { makeFixtureRoot, SOURCE_MAP } from './fixture-dist';
import { directives } from './csp';
import { GATEWAY, STATIC_SERVER, startServer, type Running } from './spawn-server';

/** The headers helmet itself sets with the gateway's options. */
function helmetHeaders(origins: string[], crossOriginResource: 'same-origin' | 'cross-origin'): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet(helmetOptions(origins, crossOriginResource) as Parameters<typeof helmet>[0])(
    {} as never,
    res as never,
    () => undefined,
  );
  return headers;
}

describe('static-server (the front-end images)', () => {
  let root: string;
  let shell: Running;
  let remote: Running;

  beforeAll(async () => {
    root = makeFixtureRoot();
    shell = await startServer(STATIC_SERVER, {
      ROOT: join(root, 'shell', 'dist'),
      SPA: 'on',
      REMOTES_JSON: 'on',
      MFE_PROFILE_URL: 'http://127.0.0.1:4504/mf-manifest.json',
    });
    remote = await startServer(STATIC_SERVER, { ROOT: join(root, 'mfe-nutrition', 'dist') });
  });

  afterAll(async () => {
    await shell?.stop();
    await remote?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the shell with SPA fallback and remotes.json read from the environment', async () => {
    expect(await (await fetch(`${shell.url}/settings`)).text()).toContain('<title>Chairside</title>');
    const manifest = await fetch(`${shell.url}/remotes.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-store');
    expect(await manifest.json()).toMatchObject({
      mfe_nutrition: '/remotes/mfe-nutrition/mf-manifest.json',
      mfe_profile: 'http://127.0.0.1:4504/mf-manifest.json',
    });
    expect((await fetch(`${shell.url}/nope.js`)).status).toBe(404);
  });

  it('serves the landing page at / without a session cookie, and the app with one', async () => {
    expect(await (await fetch(`${shell.url}/`)).text()).toContain('<title>Chairside landing</title>');
    expect(await (await fetch(`${shell.url}/`, { headers: { cookie: 'chairside.sid=s%3Aabc' } })).text()).toContain(
      '<title>Chairside</title>',
    );
    // A remote's server has no SPA fallback and no landing page.
    expect((await fetch(`${remote.url}/`)).status).toBe(404);
  });

  it('serves a remote dist at / with CORS, gzip and the cache policy, and no SPA fallback', async () => {
    const entry = await fetch(`${remote.url}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('content-encoding')).toBe('gzip');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(await entry.text()).toBe('var mfe_nutrition;');
    expect((await fetch(`${remote.url}/routes.89abcdef01234567.js`)).headers.get('cache-control')).toContain(
      'immutable',
    );
    expect((await fetch(`${remote.url}/settings`)).status).toBe(404);
    expect((await fetch(`${remote.url}/remotes.json`)).status).toBe(404);
  });

  it('answers 404 for source maps unless SERVE_SOURCE_MAPS is on', async () => {
    expect((await fetch(`${shell.url}/main.0123abcd4567ef89.js.map`)).status).toBe(404);
    expect((await fetch(`${remote.url}/routes.89abcdef01234567.js.map`)).status).toBe(404);
    const debugging = await startServer(STATIC_SERVER, {
      ROOT: join(root, 'mfe-nutrition', 'dist'),
      SERVE_SOURCE_MAPS: 'on',
    });
    try {
      expect(await (await fetch(`${debugging.url}/routes.89abcdef01234567.js.map`)).text()).toBe(SOURCE_MAP);
    } finally {
      await debugging.stop();
    }
  });

  it('sits behind the gateway as in compose (SHELL_UPSTREAM, MFE_*_UPSTREAM)', async () => {
    const gateway = await startServer(GATEWAY, {
      SHELL_UPSTREAM: shell.url,
      MFE_NUTRITION_UPSTREAM: remote.url,
      STATIC_ROOT: join(root, 'nothing-here'),
    });
    try {
      expect(await (await fetch(`${gateway.url}/dashboard`)).text()).toContain('<title>Chairside</title>');
      expect(await (await fetch(`${gateway.url}/remotes/mfe-nutrition/remoteEntry.js`)).text()).toBe(
        'var mfe_nutrition;',
      );
      expect((await fetch(`${gateway.url}/remotes/mfe-nutrition/gone.js`)).status).toBe(404);
      // The gateway's own remotes.json wins over the shell container's.
      expect(await (await fetch(`${gateway.url}/remotes.json`)).json()).toMatchObject({
        mfe_profile: { entry: '/remotes/mfe-profile/mf-manifest.json' },
      });
      // ...and so does its CSP: the shell container's allows its own MFE_PROFILE_URL origin, the gateway's not.
      const page = await fetch(`${gateway.url}/dashboard`);
      expect(directives(page.headers.get('content-security-policy'))['script-src']).toEqual(["'self'"]);
      expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      const entry = await fetch(`${gateway.url}/remotes/mfe-nutrition/remoteEntry.js`);
      expect(entry.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect((await fetch(`${gateway.url}/remotes/mfe-nutrition/%ff`)).status).toBe(400);
    } finally {
      await gateway.stop();
    }
  });

  it('sends the headers helmet would, with a CSP allowing scripts from itself and its MFE_*_URL origins', async () => {
    const page = await fetch(`${shell.url}/settings`);
    const expected = helmetHeaders(['http://127.0.0.1:4504'], 'same-origin');
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    for (const [name, value] of Object.entries(expected)) expect([name, page.headers.get(name)]).toEqual([name, value]);
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'", 'http://127.0.0.1:4504']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    // A remote's server: its files are loaded cross-origin, and nothing of its own is allowed in.
    const entry = await fetch(`${remote.url}/remoteEntry.js`);
    for (const [name, value] of Object.entries(helmetHeaders([], 'cross-origin')))
      expect([name, entry.headers.get(name)]).toEqual([name, value]);
  });

  it('answers 400 to a malformed URL and keeps running', async () => {
    for (const server of [shell, remote]) {
      for (const path of ['/%ff', '/%E0%A4%A', '/a%zz.js']) {
        const res = await fetch(`${server.url}${path}`);
        expect(res.status).toBe(400);
        expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      }
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    }
  });

  it('never serves a file outside its root', async () => {
    expect((await fetch(`${remote.url}/..%2f..%2fshell%2fdist%2findex.html`)).status).toBe(404);
  });
});
