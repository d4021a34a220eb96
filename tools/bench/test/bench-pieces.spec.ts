import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
// The API signs its cookie as express-session did (cookie-signature's format): the raw handler must read the same value.
import { sign } from 'cookie-signature';
import { remoteEntryFile, remoteOwnScripts, scriptsOfHtml, sumGzip } from '../lib/bundle-sizes.mjs';
import { distFileOf, median } from '../lib/page-load.mjs';
import { cookieValue, unsignSessionCookie } from '../lib/session-cookie.mjs';
import { atLeast, atMost, mark, table } from '../lib/verdict.mjs';

describe('session cookie', () => {
  const secret = 'chairside-bench-session-secret-0123456789';
  const cookie = `s:${sign('ydcLxJGehHNNOJza7ZzeW2MFwuto1oFN', secret)}`;

  it('reads the session id express-session signed', () => {
    expect(unsignSessionCookie(cookie, secret)).toBe('ydcLxJGehHNNOJza7ZzeW2MFwuto1oFN');
  });

  it('refuses a forged or unsigned cookie', () => {
    expect(unsignSessionCookie(cookie, 'another-secret-another-secret')).toBeUndefined();
    expect(unsignSessionCookie(cookie.replace('ydc', 'xdc'), secret)).toBeUndefined();
    expect(unsignSessionCookie('ydcLxJGehHNNOJza7ZzeW2MFwuto1oFN', secret)).toBeUndefined();
    expect(unsignSessionCookie(undefined, secret)).toBeUndefined();
  });

  it('finds one cookie in a Cookie header, URL-decoded', () => {
    expect(cookieValue(`theme=dark; chairside.sid=${encodeURIComponent(cookie)}`, 'chairside.sid')).toBe(cookie);
    expect(cookieValue('theme=dark', 'chairside.sid')).toBeUndefined();
  });
});

describe('bundle sizes', () => {
  it('lists the local scripts of an HTML page in order', () => {
    const html =
      '<script defer src="/runtime.1a2b3c4d.js"></script><script src="https://cdn.example.com/x.js"></script><script defer="defer" src="main.5e6f7a8b.js?v=1"></script>';
    expect(scriptsOfHtml(html)).toEqual(['runtime.1a2b3c4d.js', 'main.5e6f7a8b.js']);
  });

  it("reads a remote's entry file from mf-manifest.json", () => {
    expect(remoteEntryFile({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } })).toBe('remoteEntry.js');
    expect(remoteEntryFile({ metaData: { remoteEntry: { name: 'entry.1a.js', path: '/static' } } })).toBe(
      'static/entry.1a.js',
    );
    expect(remoteEntryFile({})).toBe('remoteEntry.js');
  });

  it("counts a remote's own chunks on its first route: what the browser fetched from it, not its entry", () => {
    const fetched = [
      { path: '/622.89ca5f798b.js', gzip: 89000 },
      { path: '/remotes/mfe-nutrition/remoteEntry.js', gzip: 28000 },
      { path: '/remotes/mfe-nutrition/__federation_expose_routes.f449.js', gzip: 500 },
      { path: '/remotes/mfe-nutrition/3724.3a90.js', gzip: 4500 },
      { path: '/remotes/mfe-nutrition-next/1.js', gzip: 100 },
      { path: '/remotes/mfe-exercise/911.js', gzip: 600 },
    ];
    expect(remoteOwnScripts(fetched, 'mfe-nutrition').map((f) => f.path)).toEqual([
      '/remotes/mfe-nutrition/__federation_expose_routes.f449.js',
      '/remotes/mfe-nutrition/3724.3a90.js',
    ]);
    expect(remoteOwnScripts(fetched, 'mfe-profile')).toEqual([]);
  });

  it('sums gzip sizes and names a missing file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chairside-bench-'));
    try {
      writeFileSync(join(dir, 'a.js'), 'const a = 1;'.repeat(200));
      writeFileSync(join(dir, 'b.js'), 'let b = 2;');
      const expected = ['const a = 1;'.repeat(200), 'let b = 2;'].reduce(
        (n, s) => n + gzipSync(s, { level: 9 }).length,
        0,
      );
      expect(sumGzip(dir, ['a.js', 'b.js'])).toBe(expected);
      expect(() => sumGzip(dir, ['a.js', 'gone.js'])).toThrow('gone.js');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('page load', () => {
  it('takes the median of cold loads, ignoring loads without a value', () => {
    expect(median([1210, 940, 990, null, 1005, 970])).toBe(990);
    expect(median([900])).toBe(900);
    expect(median([null])).toBeNull();
  });

  it('maps a URL path to its built file', () => {
    expect(distFileOf('/r', '/remotes/mfe-nutrition/3724.js')).toBe('/r/mfe-nutrition/dist/3724.js');
    expect(distFileOf('/r', '/main.1a.js')).toBe('/r/shell/dist/main.1a.js');
  });
});

describe('verdicts', () => {
  it('marks ratios and budgets', () => {
    expect(mark(atLeast(0.61, 0.6))).toBe('PASS');
    expect(mark(atLeast(0.42, 0.6))).toBe('FAIL');
    expect(mark(atMost(1.5, 1.5))).toBe('PASS');
    expect(mark(atMost(3.1, 1.5))).toBe('FAIL');
  });

  it('pads a table by column', () => {
    expect(
      table([
        ['', 'req/s'],
        ['API', '2277'],
      ]),
    ).toBe('     req/s\nAPI  2277');
  });
});
