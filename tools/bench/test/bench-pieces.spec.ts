import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
// express-session signs its cookie with cookie-signature: the raw handler must read the same value.
import { sign } from 'cookie-signature';
import { remoteFiles, scriptsOfHtml, sumGzip } from '../lib/bundle-sizes.mjs';
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

  it("reads a remote's entry and its ./routes chunks (not the shared ones) from mf-manifest.json", () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ name: 'react', assets: { js: { sync: ['react.1.js'], async: [] } } }],
      exposes: [
        { name: 'widgets', path: './widgets', assets: { js: { sync: ['w.js'], async: [] } } },
        {
          name: 'routes',
          path: './routes',
          assets: { js: { sync: ['routes.123.js'], async: ['page.789.js', 'react.1.js'] } },
        },
      ],
    };
    expect(remoteFiles(manifest)).toEqual({ entry: 'remoteEntry.js', routes: ['routes.123.js', 'page.789.js'] });
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
