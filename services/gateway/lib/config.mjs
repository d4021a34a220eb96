import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, remotesManifest, upstreamEnvOf } from './remotes-manifest.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The gateway's settings, read once at start; a bad value stops it with a message naming it. */
export function readGatewayConfig(env = process.env) {
  const errors = [];
  const config = {
    port: portOf(env, 'PORT', 4200, errors),
    host: env.HOST || '127.0.0.1',
    apiUrl: urlOf(env, 'API_URL', 'http://127.0.0.1:3333', errors),
    staticRoot: resolve(env.STATIC_ROOT || repoRoot),
    // In compose each front-end is its own container: the gateway then proxies to it instead of
    // serving files from STATIC_ROOT.
    shellUpstream: urlOf(env, 'SHELL_UPSTREAM', undefined, errors),
    remotes: Object.values(REMOTES).map((remote) => ({
      folder: remote.folder,
      upstream: urlOf(env, upstreamEnvOf(remote), undefined, errors),
    })),
    remotesManifest: {},
  };
  try {
    config.remotesManifest = remotesManifest(env);
  } catch (e) {
    errors.push(e.message.replace(/^Invalid configuration:\n\s*/, ''));
  }
  if (errors.length) throw new Error(`Invalid configuration:\n  ${errors.join('\n  ')}`);
  return config;
}

export function portOf(env, name, fallback, errors) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) errors.push(`${name}: expected a port number, got '${raw}'`);
  return port;
}

function urlOf(env, name, fallback, errors) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  try {
    const url = new URL(raw);
    if (!['http:', 'https:'].includes(url.protocol)) throw new Error('not http');
    return raw.replace(/\/$/, '');
  } catch {
    errors.push(`${name}: expected an http(s) URL, got '${raw}'`);
    return fallback;
  }
}
