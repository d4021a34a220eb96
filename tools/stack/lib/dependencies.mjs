import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Why `npm install` must run, or undefined: node_modules missing, a declared package missing, or
 * the lockfile newer than the last install.
 * @param {string} root
 */
export function installReason(root) {
  const modules = join(root, 'node_modules');
  if (!existsSync(modules)) return 'node_modules is missing';
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const missing = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
    (name) => !existsSync(join(modules, name, 'package.json')),
  );
  if (missing.length)
    return `missing ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ` and ${missing.length - 3} more` : ''}`;
  const marker = join(modules, '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(lock) && (!existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs))
    return 'package-lock.json changed since the last install';
  return undefined;
}
