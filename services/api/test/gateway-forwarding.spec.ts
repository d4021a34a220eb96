import { LOGIN_LOCK } from '@chairside/contracts';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess, type StartedProcess } from '../../../tools/testing/index.mjs';
import { loadConfig } from '../src/config/app-config';
import { apiWithDatabase, Browser, gatewayMain } from './harness';

// The client address is the one the gateway saw, never a header the client sent (decisions.md,
// "Identity"): wrong PINs sent through the real gateway, each with new forged forwarding headers,
// all count against the one address the gateway connects from. Behind a trusted front proxy
// (GATEWAY_TRUSTED_PROXIES), each client that proxy saw is counted on its own.

const GATEWAY = gatewayMain();

describe('the client address behind the gateway', () => {
  const ctx = apiWithDatabase();
  let gateway: StartedProcess;
  let gatewayUrl: string;
  // The same gateway behind a TLS terminator: the test's own 127.0.0.1 plays that trusted proxy.
  let behindProxy: StartedProcess;
  let behindProxyUrl: string;
  let emptyRoot: string;
  const seen: IncomingHttpHeaders[] = [];
  const record = (req: IncomingMessage) => {
    if (req.url?.startsWith('/api/auth/login')) seen.push(req.headers);
  };

  beforeAll(async () => {
    ctx.api.app.getHttpServer().prependListener('request', record);
    emptyRoot = mkdtempSync(join(tmpdir(), 'chairside-forwarding-'));
    gateway = await startProcess(process.execPath, [GATEWAY], {
      env: { PORT: '0', HOST: '127.0.0.1', API_URL: ctx.api.base, STATIC_ROOT: emptyRoot },
      ready: /listening on (http:\/\/\S+?:\d+)/,
      timeoutMs: 10000,
    });
    gatewayUrl = gateway.match![1]!;
    behindProxy = await startProcess(process.execPath, [GATEWAY], {
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        API_URL: ctx.api.base,
        STATIC_ROOT: emptyRoot,
        GATEWAY_TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8',
      },
      ready: /listening on (http:\/\/\S+?:\d+)/,
      timeoutMs: 10000,
    });
    behindProxyUrl = behindProxy.match![1]!;
  });

  afterAll(async () => {
    ctx.api?.app.getHttpServer().removeListener('request', record);
    await gateway?.stop();
    await behindProxy?.stop();
    rmSync(emptyRoot, { recursive: true, force: true });
  });

  it('ignores forged X-Forwarded-For, X-Real-IP and Forwarded: the per-address cap fills and answers 429', async () => {
    const forged = (i: number) => `203.0.113.${i + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LOCK.perAddressFailures; i++) {
      const res = await fetch(`${gatewayUrl}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': forged(i),
          'x-real-ip': forged(i),
          forwarded: `for=${forged(i)};proto=https`,
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
        body: JSON.stringify({ username: `forger${i}@chairside.test`, pin: '9081726' }),
      });
      statuses.push(res.status);
      if (i === LOGIN_LOCK.perAddressFailures) {
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(await res.json()).toMatchObject({ statusCode: 429, success: false });
      } else await res.arrayBuffer();
    }
    expect(statuses.slice(0, LOGIN_LOCK.perAddressFailures)).toEqual(Array(LOGIN_LOCK.perAddressFailures).fill(401));
    expect(statuses.at(-1)).toBe(429);

    // What reached the API: the connection the gateway saw, none of the client's claims.
    expect(seen).toHaveLength(LOGIN_LOCK.perAddressFailures + 1);
    for (const headers of seen) {
      expect(headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(headers['x-forwarded-proto']).toBe('http');
      expect(headers['x-forwarded-host']).toBe(new URL(gatewayUrl).host);
      expect(headers['x-real-ip']).toBeUndefined();
      expect(headers.forwarded).toBeUndefined();
    }

    // The API keyed the cap on that address (the gateway, one trusted hop), not on a forged one.
    const wrong = { username: 'forger-direct@chairside.test', pin: '9081726' };
    expect((await new Browser(ctx.api.base, '127.0.0.1').post('/api/auth/login', wrong)).status).toBe(429);
    expect((await new Browser(ctx.api.base, forged(3)).post('/api/auth/login', wrong)).status).toBe(401);
  });

  it('behind a trusted front proxy, keys the per-address cap on the client that proxy saw (rightmost untrusted)', async () => {
    // The proxy appends the address it saw to whatever the client sent: "forged, real[, inner proxy]".
    const login = (client: string, i: number) =>
      fetch(`${behindProxyUrl}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.100.${i + 1}, ${client}${i % 2 ? ', 10.0.0.2' : ''}`,
          'x-forwarded-proto': 'https',
          'x-real-ip': `198.51.100.${i + 1}`,
        },
        body: JSON.stringify({ username: `proxied${i}@chairside.test`, pin: '9081726' }),
      });
    seen.length = 0;
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LOCK.perAddressFailures; i++) {
      const res = await login('203.0.113.7', i);
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.slice(0, LOGIN_LOCK.perAddressFailures)).toEqual(Array(LOGIN_LOCK.perAddressFailures).fill(401));
    expect(statuses.at(-1)).toBe(429);
    // The API got one clean address and the proxy's scheme, never the client's prepended claims.
    expect(seen).toHaveLength(LOGIN_LOCK.perAddressFailures + 1);
    for (const headers of seen) {
      expect(headers['x-forwarded-for']).toBe('203.0.113.7');
      expect(headers['x-forwarded-proto']).toBe('https');
      expect(headers['x-real-ip']).toBeUndefined();
    }
    // Another client behind the same proxy is counted on its own: not locked out by the first.
    const other = await login('203.0.113.8', 0);
    expect(other.status).toBe(401);
    await other.arrayBuffer();
    expect((await login('203.0.113.7', 1)).status).toBe(429);
  });

  it('trusts exactly one hop by default: an address a client prepends is not the one used', async () => {
    // A client talking to a proxy that appends (instead of replacing) would send "forged, real":
    // with one trusted hop the API takes the last entry, the one its own proxy added.
    const wrong = { username: 'forger-chain@chairside.test', pin: '9081726' };
    const res = await new Browser(ctx.api.base, '198.51.100.9, 127.0.0.1').post('/api/auth/login', wrong);
    expect(res.status).toBe(429);
  });
});

describe('TRUST_PROXY_HOPS', () => {
  it('defaults to one hop and stops start-up naming a bad value', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxyHops).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY_HOPS: '0' }).trustProxyHops).toBe(0);
    for (const bad of ['two', '-1', '1.5', '11']) {
      expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY_HOPS: bad })).toThrow(/TRUST_PROXY_HOPS/);
    }
  });
});
