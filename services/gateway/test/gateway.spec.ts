import { rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { directives } from './csp';
import { makeFixtureRoot, SOURCE_MAP } from './fixture-dist';
import { GATEWAY, runToExit, startServer, type Running } from './spawn-server';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

describe('gateway', () => {
  let root: string;
  let upstream: Server;
  let seen: Seen[];
  let gateway: Running;

  beforeAll(async () => {
    root = makeFixtureRoot();
    seen = [];
    // A real upstream standing in for the API: it records what reached it.
    upstream = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'chairside.sid=abc; Path=/; HttpOnly' });
        res.end(JSON.stringify({ from: 'api', url: req.url }));
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const apiUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    gateway = await startServer(GATEWAY, {
      STATIC_ROOT: root,
      API_URL: apiUrl,
      MFE_COMMUNITY_URL: 'https://cdn.example.com/community/mf-manifest.json',
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    await new Promise((r) => upstream?.close(r));
    rmSync(root, { recursive: true, force: true });
  });

  it('serves remotes.json with defaults and env overrides, unversioned without a release table, never cached', async () => {
    const res = await fetch(`${gateway.url}/remotes.json`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const unversioned = (entry: string) => ({ entry, version: null, canary: false });
    expect(await res.json()).toEqual({
      mfe_nutrition: unversioned('/remotes/mfe-nutrition/mf-manifest.json'),
      mfe_exercise: unversioned('/remotes/mfe-exercise/mf-manifest.json'),
      mfe_community: unversioned('https://cdn.example.com/community/mf-manifest.json'),
      mfe_profile: unversioned('/remotes/mfe-profile/mf-manifest.json'),
    });
    expect(res.headers.get('x-chairside-releases')).toBe(
      'mfe_nutrition=unversioned, mfe_exercise=unversioned, mfe_community=unversioned, mfe_profile=unversioned',
    );
  });

  it('serves the landing page at / to a visitor without a session cookie, the app to one with it', async () => {
    const visitor = await fetch(`${gateway.url}/`);
    expect(await visitor.text()).toContain('<title>Chairside landing</title>');
    expect(visitor.headers.get('vary')).toContain('Cookie');
    expect(visitor.headers.get('cache-control')).toBe('no-cache');
    const member = await fetch(`${gateway.url}/`, { headers: { cookie: 'theme=dark; chairside.sid=s%3Aabc.def' } });
    expect(await member.text()).toContain('<title>Chairside</title>');
    expect(await (await fetch(`${gateway.url}/login`)).text()).toContain('<title>Chairside</title>');
    expect((await fetch(`${gateway.url}/landing/landing.0123abcd4567ef89.js`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('falls back to the shell index.html for client-side routes', async () => {
    for (const path of ['/dashboard', '/community/posts/12']) {
      const res = await fetch(`${gateway.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>Chairside</title>');
    }
  });

  it('answers 404 for a missing asset instead of the index page', async () => {
    expect((await fetch(`${gateway.url}/missing.js`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/remotes/mfe-nutrition/missing.js`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/remotes/mfe-profile/mf-manifest.json`)).status).toBe(404);
  });

  it('serves each remote dist under /remotes/<folder>/ with entry files revalidated and hashed chunks immutable', async () => {
    const manifest = await fetch(`${gateway.url}/remotes/mfe-nutrition/mf-manifest.json`);
    expect(await manifest.json()).toEqual({ id: 'mfe_nutrition' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${gateway.url}/remotes/mfe-nutrition/remoteEntry.js`)).headers.get('cache-control')).toBe(
      'no-cache',
    );
    const chunk = await fetch(`${gateway.url}/remotes/mfe-nutrition/routes.89abcdef01234567.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await chunk.text()).toBe('export default 1;');
  });

  it('answers 404 for source maps, of the shell and of the remotes, unless SERVE_SOURCE_MAPS is on', async () => {
    const maps = ['/main.0123abcd4567ef89.js.map', '/remotes/mfe-nutrition/routes.89abcdef01234567.js.map'];
    // Spelled with escapes, the same files: the static server decodes the path before it reads.
    for (const path of [...maps, '/main.0123abcd4567ef89.js%2emap', '/main.0123abcd4567ef89.js.%6D%61%70']) {
      const res = await fetch(`${gateway.url}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('Not found');
    }
    const debugging = await startServer(GATEWAY, { STATIC_ROOT: root, SERVE_SOURCE_MAPS: 'on' });
    try {
      for (const path of maps) expect(await (await fetch(`${debugging.url}${path}`)).text()).toBe(SOURCE_MAP);
    } finally {
      await debugging.stop();
    }
  });

  it('compresses the shell bundle', async () => {
    const res = await fetch(`${gateway.url}/main.0123abcd4567ef89.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('console.log("shell")');
  });

  it('proxies /api with its path, body and cookies, adding x-forwarded-*', async () => {
    seen.length = 0;
    const res = await fetch(`${gateway.url}/api/food-entries?date=2026-11-02&tz=UTC`, {
      method: 'POST',
      headers: { Cookie: 'chairside.sid=s%3Aabc', 'Content-Type': 'application/json' },
      body: JSON.stringify({ foodName: 'Apple' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain('chairside.sid=abc');
    expect(await res.json()).toEqual({ from: 'api', url: '/api/food-entries?date=2026-11-02&tz=UTC' });
    const req = seen[0]!;
    expect(req).toMatchObject({
      method: 'POST',
      url: '/api/food-entries?date=2026-11-02&tz=UTC',
      body: '{"foodName":"Apple"}',
    });
    expect(req.headers.cookie).toBe('chairside.sid=s%3Aabc');
    expect(req.headers['x-forwarded-for']).toBeDefined();
    expect(req.headers['x-forwarded-proto']).toBe('http');
    expect(req.headers['x-forwarded-host']).toBe(new URL(gateway.url).host);
  });

  it("states the forwarding headers from the connection it saw, dropping the client's", async () => {
    seen.length = 0;
    await fetch(`${gateway.url}/api/health`, {
      headers: {
        'X-Forwarded-For': '203.0.113.7',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Port': '443',
        'X-Real-IP': '203.0.113.8',
        Forwarded: 'for=203.0.113.9;proto=https',
        'True-Client-IP': '203.0.113.10',
      },
    });
    const { headers } = seen[0]!;
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-host']).toBe(new URL(gateway.url).host);
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-port']).toBe(new URL(gateway.url).port);
    expect(headers['x-real-ip']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    expect(headers['true-client-ip']).toBeUndefined();
  });

  it('sends every page with a CSP allowing scripts from itself and the configured remote origins only', async () => {
    for (const path of ['/', '/dashboard', '/remotes.json', '/missing.js']) {
      const res = await fetch(`${gateway.url}${path}`);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
      expect(csp['connect-src']).toEqual(["'self'", 'https://cdn.example.com']);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.example.com']);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
    // A remote's files may be loaded by a shell on another origin.
    const entry = await fetch(`${gateway.url}/remotes/mfe-nutrition/remoteEntry.js`);
    expect(entry.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(entry.headers.get('content-security-policy')).toContain('frame-ancestors');
  });

  it('answers 400 to a malformed URL and keeps serving', async () => {
    for (const path of ['/%ff', '/%E0%A4%A', '/remotes/mfe-nutrition/%ff.js', '/foo%zz']) {
      const res = await fetch(`${gateway.url}${path}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    seen.length = 0;
    const api = await fetch(`${gateway.url}/api/%ff`);
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ statusCode: 400, message: 'Malformed URL' });
    expect(seen).toHaveLength(0);
    expect((await fetch(`${gateway.url}/dashboard`)).status).toBe(200);
  });

  it('does not proxy paths that only start with "api"', async () => {
    seen.length = 0;
    const res = await fetch(`${gateway.url}/apiary`);
    expect(await res.text()).toContain('<title>Chairside</title>');
    expect(seen).toHaveLength(0);
  });

  it('answers 503 naming the API when it is down', async () => {
    const down = await startServer(GATEWAY, { STATIC_ROOT: root, API_URL: 'http://127.0.0.1:9' });
    try {
      const res = await fetch(`${down.url}/api/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        statusCode: 503,
        message: expect.stringContaining('The API is unavailable'),
      });
    } finally {
      await down.stop();
    }
  });

  it('exits cleanly on SIGTERM', async () => {
    const other = await startServer(GATEWAY, { STATIC_ROOT: root });
    expect(await other.stop()).toBe(0);
  });

  it('on SIGTERM finishes the request in flight, then exits 0', async () => {
    // An API that answers half a second after it was asked: the signal comes while the gateway waits.
    const slow = createServer((_req, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ from: 'slow api' }));
      }, 500);
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const draining = await startServer(GATEWAY, {
      STATIC_ROOT: root,
      API_URL: `http://127.0.0.1:${(slow.address() as AddressInfo).port}`,
    });
    try {
      const answer = fetch(`${draining.url}/api/auth/user`);
      await new Promise((r) => setTimeout(r, 100));
      const exited = draining.stop('SIGTERM');
      const res = await answer;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ from: 'slow api' });
      expect(await exited).toBe(0);
    } finally {
      await new Promise((r) => slow.close(r));
    }
  });

  it('refuses to start with a bad setting, naming it', async () => {
    const { code, stderr } = await runToExit(GATEWAY, {
      PORT: 'http',
      MFE_PROFILE_URL: 'ftp://nope',
      SERVE_SOURCE_MAPS: 'maybe',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('MFE_PROFILE_URL');
    expect(stderr).toContain("SERVE_SOURCE_MAPS: expected on or off, got 'maybe'");
  });

  it('refuses to start with a bad GATEWAY_TRUSTED_PROXIES, naming the variable and each bad entry', async () => {
    for (const [value, named] of [
      ['10.0.0.0/8, proxy.internal', "'proxy.internal'"],
      ['10.0.0.0/33', "'10.0.0.0/33'"],
      ['fd00::/129', "'fd00::/129'"],
      ['127.0.0.1,,10.0.0.1', 'empty entry'],
      ['0.0.0.0/0', "'0.0.0.0/0' would trust every address"],
      ['::/0', "'::/0' would trust every address"],
    ]) {
      const { code, stderr } = await runToExit(GATEWAY, { GATEWAY_TRUSTED_PROXIES: value! });
      expect(code).toBe(1);
      expect(stderr).toContain('GATEWAY_TRUSTED_PROXIES');
      expect(stderr).toContain(named);
    }
  });
});

describe('gateway behind trusted front proxies (GATEWAY_TRUSTED_PROXIES)', () => {
  let root: string;
  let upstream: Server;
  let seen: IncomingHttpHeaders[];
  let apiUrl: string;
  const started: Running[] = [];

  /** A gateway with this setting; the test's own requests come from 127.0.0.1. */
  const gatewayTrusting = async (trusted: string) => {
    const gateway = await startServer(GATEWAY, {
      STATIC_ROOT: root,
      API_URL: apiUrl,
      GATEWAY_TRUSTED_PROXIES: trusted,
    });
    started.push(gateway);
    return gateway;
  };
  /** The forwarding headers the API got for one request with these headers. */
  const forwarded = async (gateway: Running, headers: Record<string, string>) => {
    seen.length = 0;
    await (await fetch(`${gateway.url}/api/health`, { headers })).arrayBuffer();
    expect(seen).toHaveLength(1);
    const h = seen[0]!;
    return {
      for: h['x-forwarded-for'],
      proto: h['x-forwarded-proto'],
      host: h['x-forwarded-host'],
      others: [h.forwarded, h['x-real-ip'], h['true-client-ip']].filter(Boolean),
    };
  };

  beforeAll(async () => {
    root = makeFixtureRoot();
    seen = [];
    upstream = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{}');
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    apiUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const gateway of started) await gateway.stop();
    await new Promise((r) => upstream?.close(r));
    rmSync(root, { recursive: true, force: true });
  });

  it("still drops an untrusted client's forged headers when the list does not hold its address", async () => {
    const gateway = await gatewayTrusting('192.0.2.0/24, 2001:db8::/32');
    expect(
      await forwarded(gateway, {
        'X-Forwarded-For': '198.51.100.1, 203.0.113.7',
        'X-Forwarded-Proto': 'https',
        'X-Real-IP': '203.0.113.8',
        Forwarded: 'for=203.0.113.9;proto=https',
      }),
    ).toEqual({ for: '127.0.0.1', proto: 'http', host: new URL(gateway.url).host, others: [] });
  });

  it("takes the rightmost untrusted X-Forwarded-For address and the proxy's X-Forwarded-Proto", async () => {
    // 127.0.0.1 is the TLS terminator connecting to the gateway; 10.0.0.0/8 an inner proxy.
    const gateway = await gatewayTrusting('127.0.0.1, 10.0.0.0/8, fd00::/8');
    const host = new URL(gateway.url).host;
    const through = (xff: string, extra: Record<string, string> = {}) =>
      forwarded(gateway, { 'X-Forwarded-For': xff, 'X-Forwarded-Proto': 'https', ...extra });

    // What the client prepended is never read: the proxy appended the address it saw.
    expect(await through('198.51.100.1, 203.0.113.7')).toEqual({
      for: '203.0.113.7',
      proto: 'https',
      host,
      others: [],
    });
    // Trusted proxies on the way are skipped, IPv6 included.
    expect((await through('198.51.100.1, 203.0.113.7, 10.1.2.3')).for).toBe('203.0.113.7');
    expect((await through('2001:db8::7, fd00::1')).for).toBe('2001:db8::7');
    expect((await through('::ffff:203.0.113.9')).for).toBe('203.0.113.9');
    // Only trusted proxies, a malformed entry where the walk stops, or no header: the connection.
    expect((await through('10.1.2.3')).for).toBe('127.0.0.1');
    expect((await through('203.0.113.7, not-an-ip')).for).toBe('127.0.0.1');
    expect((await through('203.0.113.7:4711')).for).toBe('127.0.0.1');
    expect(await forwarded(gateway, {})).toEqual({ for: '127.0.0.1', proto: 'http', host, others: [] });
    // The other address headers are still dropped, and a scheme other than http(s) is not believed.
    expect(
      await through('203.0.113.7', {
        'X-Real-IP': '198.51.100.2',
        Forwarded: 'for=198.51.100.3',
        'X-Forwarded-Proto': 'gopher',
      }),
    ).toEqual({ for: '203.0.113.7', proto: 'http', host, others: [] });
    // The API gets one clean address, whatever the chain: its one trusted hop (the gateway) stays right.
    expect((await through('198.51.100.1, 203.0.113.8, 10.0.0.1, 10.0.0.2')).for).toBe('203.0.113.8');
  });
});

// An upstream that answers before reading the body (as the API does for a body over its limit). The
// gateway passes that answer on, keeps the client's connection, and never leaves the client waiting for
// a body nobody reads. An upstream that also closes at once resets the connection the gateway is still
// writing to: then the client gets the upstream's answer or, when the reset destroyed it unread, the
// gateway's 503; never nothing. (services/api/test/gateway-body-limit.spec.ts: the API's 413 arrives
// every time, because the API reads the rest of a refused body.)
describe('gateway with an upstream that answers before reading the body', () => {
  const refusal = JSON.stringify({ statusCode: 413, message: 'Request body is too large' });
  const passedOn = `413 keep-alive ${refusal}`;
  let root: string;
  const started: { upstream: Server; gateway: Running }[] = [];

  /**
   * A gateway in front of an upstream that answers 413 at once. `drains`: it reads the rest of the body
   * on a connection it keeps (as the API does); otherwise it closes at once, resetting the connection.
   */
  async function behind(drains: boolean): Promise<Running> {
    const upstream = createServer((req, res) => {
      res.writeHead(413, { 'Content-Type': 'application/json', ...(drains ? {} : { Connection: 'close' }) });
      res.end(refusal);
      if (drains) req.resume();
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const gateway = await startServer(GATEWAY, {
      STATIC_ROOT: root,
      API_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    });
    started.push({ upstream, gateway });
    return gateway;
  }

  /** 20 POSTs of 2 MB: each answer as `<status> <connection> <body>`, '503', or why none came. */
  async function twentyBigBodies(gateway: Running): Promise<string[]> {
    const body = 'x'.repeat(2 * 1024 * 1024);
    const answers: string[] = [];
    for (let i = 0; i < 20; i++) {
      try {
        const res = await fetch(`${gateway.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(4000),
        });
        const text = await res.text();
        answers.push(res.status === 503 ? '503' : `${res.status} ${res.headers.get('connection')} ${text}`);
      } catch (e) {
        answers.push(`no answer: ${(e as Error & { cause?: Error }).cause?.message ?? (e as Error).message}`);
      }
    }
    return answers;
  }

  beforeAll(() => {
    root = makeFixtureRoot();
  });

  afterAll(async () => {
    for (const { upstream, gateway } of started) {
      await gateway.stop();
      await new Promise((r) => upstream.close(r));
    }
    rmSync(root, { recursive: true, force: true });
  });

  it('passes the early answer on every time, keeping the client connection open', async () => {
    const answers = await twentyBigBodies(await behind(true));
    expect(answers).toEqual(Array.from({ length: 20 }, () => passedOn));
  }, 120000);

  it('answers every time even when the upstream resets the connection: its answer or a 503, never nothing', async () => {
    const answers = await twentyBigBodies(await behind(false));
    expect(answers.filter((a) => a !== passedOn && a !== '503')).toEqual([]);
  }, 120000);
});
