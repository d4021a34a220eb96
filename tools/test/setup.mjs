import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Installs node_modules from the lockfile when missing or older than the lockfile.
 * @param {string} root
 */
export function ensureDependencies(root) {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) {
    console.log('node_modules is up to date');
    return;
  }
  // Not `npm ci`: the lockfile lacks other platforms' native builds, which `npm ci` insists on.
  const r = spawnSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    stdio: 'inherit',
    cwd: root,
  });
  if (r.status !== 0) throw new Error('npm install failed');
}

/**
 * Installs Debian packages whose binary is missing (chromium for Playwright, docker-compose).
 * @param {{ binary: string, pkg: string, why: string }[]} wanted
 */
export function ensureDebianPackages(wanted) {
  const missing = wanted.filter((w) => !existsSync(w.binary));
  if (missing.length === 0) return;
  const pkgs = missing.map((m) => m.pkg);
  console.log(`Installing ${pkgs.join(', ')} from Debian (${missing.map((m) => m.why).join('; ')})`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const apt = (/** @type {string[]} */ ...a) =>
    spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...a], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (apt('install', '-y', '--no-install-recommends', ...pkgs).status !== 0) {
    apt('update');
    if (apt('install', '-y', '--no-install-recommends', ...pkgs).status !== 0) {
      throw new Error(`Could not install ${pkgs.join(', ')}. Install them with: apt-get install -y ${pkgs.join(' ')}`);
    }
  }
}
