import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize } from './bundle-sizes.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The built file behind a gateway URL path: /x.js -> shell/dist/x.js, /remotes/<f>/x.js -> <f>/dist/x.js.
 * @param {string} root
 * @param {string} pathname
 */
export function distFileOf(root, pathname) {
  const m = pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
  return m ? join(root, m[1] ?? '', 'dist', m[2] ?? '') : join(root, 'shell', 'dist', pathname.replace(/^\/+/, ''));
}

export const median = (/** @type {(number | null)[]} */ xs) => {
  const v = /** @type {number[]} */ (xs.filter((x) => x !== null)).sort((a, b) => a - b);
  return v[Math.floor((v.length - 1) / 2)] ?? null;
};

/** Records the page's largest contentful paint as it is reported (the last entry wins). */
const LCP_OBSERVER = `new PerformanceObserver((list) => {
  const e = list.getEntries().at(-1); if (e) window.__chairsideLcp = e.startTime;
}).observe({ type: 'largest-contentful-paint', buffered: true });`;

/**
 * @typedef {{ label: string, path: string, signedIn?: boolean, runs?: number, budget?: number, language?: string,
 *             ready?: { role: Parameters<import('@playwright/test').Page['getByRole']>[0], name: string } }} PageToLoad
 * @typedef {{ label: string, path: string, scripts: number, gzip: number, largest: { path: string, gzip: number }[],
 *             missing: string[], fcpMs: number | null, lcpMs: number | null }} PageLoad
 */

/**
 * Loads pages in Chromium through the gateway and reports, per page, the JS it fetched before the
 * network went idle (gzip -9 of the built files, so the figure does not depend on the server's
 * compression level), and its first and largest contentful paint: the median of `runs` cold loads
 * (each in a fresh context, so nothing is cached).
 * @param {{ root: string, baseUrl: string, pages: PageToLoad[], cookie?: string }} options
 * @returns {Promise<(PageLoad & { runs: number })[]>}
 */
export async function measurePages({ root, baseUrl, pages, cookie }) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const results = [];
    for (const page of pages) {
      /** @type {PageLoad[]} */
      const runs = [];
      for (let run = 0; run < (page.runs ?? 1); run++) runs.push(await loadOnce(browser, root, baseUrl, page, cookie));
      results.push({
        .../** @type {PageLoad} */ (runs[0]),
        fcpMs: median(runs.map((r) => r.fcpMs)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        runs: runs.length,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * @param {import("@playwright/test").Browser} browser
 * @param {string} root
 * @param {string} baseUrl
 * @param {PageToLoad} page
 * @param {string | undefined} cookie
 * @returns {Promise<PageLoad>}
 */
async function loadOnce(browser, root, baseUrl, page, cookie) {
  const context = await browser.newContext();
  await context.addInitScript(LCP_OBSERVER);
  // The language this device last chose (STORAGE_KEYS.language in libs/contracts).
  if (page.language)
    await context.addInitScript((language) => localStorage.setItem('chairside.language', language), page.language);
  if (page.signedIn && cookie) {
    const [name = '', value = ''] = cookie.split('=');
    await context.addCookies([{ name, value, url: baseUrl }]);
  }
  const tab = await context.newPage();
  /** @type {Set<string>} */
  const scripts = new Set();
  tab.on('response', (res) => {
    if (res.request().resourceType() === 'script' && res.ok()) scripts.add(new URL(res.url()).pathname);
  });
  await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'networkidle' });
  if (page.ready) await tab.getByRole(page.ready.role, { name: page.ready.name }).first().waitFor({ timeout: 15000 });
  const fcp = await tab.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  const lcp = await tab.evaluate(
    () => /** @type {{ __chairsideLcp?: number }} */ (/** @type {unknown} */ (window)).__chairsideLcp ?? null,
  );
  const files = [...scripts].map((p) => ({ path: p, file: distFileOf(root, p) }));
  const sized = files.filter((f) => existsSync(f.file)).map((f) => ({ path: f.path, gzip: gzipSize(f.file) }));
  const result = {
    label: page.label,
    path: page.path,
    scripts: files.length,
    gzip: sized.reduce((n, f) => n + f.gzip, 0),
    largest: sized.sort((a, b) => b.gzip - a.gzip),
    missing: files.filter((f) => !existsSync(f.file)).map((f) => f.path),
    fcpMs: fcp === null ? null : Math.round(fcp),
    lcpMs: lcp === null ? null : Math.round(lcp),
  };
  await context.close();
  return result;
}
