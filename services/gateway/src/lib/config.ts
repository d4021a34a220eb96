import { BlockList, isIP } from 'node:net';
import { join, resolve } from 'node:path';
import type { ReleaseSource } from './release-source';
import { releasesRootOf } from './release-store';
import { REMOTES, remotesManifest, upstreamEnvOf } from './remotes-manifest';

/** This file is services/gateway/dist/lib/config.js once built. */
const repoRoot = join(__dirname, '..', '..', '..', '..');

export interface GatewayConfig {
  port: number;
  host: string;
  apiUrl: string;
  staticRoot: string;
  /** The release store served at /remotes/<folder>/<version>/ when the gateway serves files (release-store.ts). */
  releasesRoot: string;
  shellUpstream: string | undefined;
  remotes: { folder: string; upstream: string | undefined }[];
  remotesManifest: Record<string, string>;
  /** Remotes whose MFE_*_URL override wins over the release table. */
  overriddenRemotes: ReadonlySet<string>;
  /** The release table's source (RELEASES_FILE, REMOTE_RELEASES or none) as read at start. */
  releases: ReleaseSource;
  trustedProxies: BlockList | undefined;
  serveSourceMaps: boolean;
}

/** Every bad setting, named, to report them all at once. */
type Errors = string[];

/**
 * The gateway's settings, read once at start; a bad value stops it with a message naming it.
 * `readReleases` reads the release table (release-source.ts): passed in rather than imported because
 * this file is also loaded by the front-end images' static server, which carries none of those files.
 */
export function readGatewayConfig(
  env: NodeJS.ProcessEnv = process.env,
  readReleases: (env: NodeJS.ProcessEnv, errors: Errors) => ReleaseSource = () => ({ kind: 'none' }),
): GatewayConfig {
  const errors: Errors = [];
  const config: GatewayConfig = {
    port: portOf(env, 'PORT', 4200, errors),
    host: env.HOST || '127.0.0.1',
    apiUrl: urlOf(env, 'API_URL', 'http://127.0.0.1:3333', errors) ?? 'http://127.0.0.1:3333',
    staticRoot: resolve(env.STATIC_ROOT || repoRoot),
    releasesRoot: resolve(releasesRootOf(env, resolve(env.STATIC_ROOT || repoRoot))),
    // In compose each front-end is its own container: the gateway then proxies to it instead of
    // serving files from STATIC_ROOT.
    shellUpstream: urlOf(env, 'SHELL_UPSTREAM', undefined, errors),
    remotes: Object.values(REMOTES).map((remote) => ({
      folder: remote.folder,
      upstream: urlOf(env, upstreamEnvOf(remote), undefined, errors),
    })),
    remotesManifest: {},
    overriddenRemotes: new Set(
      Object.entries(REMOTES)
        .filter(([, r]) => env[r.env])
        .map(([name]) => name),
    ),
    releases: readReleases(env, errors),
    // Proxies in front of the gateway (a TLS terminator) whose X-Forwarded-For/-Proto it believes;
    // undefined = none, the gateway is the edge (docs/decisions-platform.md, "Gateway").
    trustedProxies: trustedProxiesOf(env, 'GATEWAY_TRUSTED_PROXIES', errors),
    // The built front-ends' .map files hold the whole source: served only when asked for.
    serveSourceMaps: flagOf(env, 'SERVE_SOURCE_MAPS', false, errors),
  };
  try {
    config.remotesManifest = remotesManifest(env);
  } catch (e) {
    errors.push(String(e instanceof Error ? e.message : e).replace(/^Invalid configuration:\n\s*/, ''));
  }
  if (errors.length) throw new Error(`Invalid configuration:\n  ${errors.join('\n  ')}`);
  return config;
}

export function portOf(env: NodeJS.ProcessEnv, name: string, fallback: number, errors: Errors): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) errors.push(`${name}: expected a port number, got '${raw}'`);
  return port;
}

/** on/off (also true/false, yes/no, 1/0); anything else is named as an error. */
export function flagOf(env: NodeJS.ProcessEnv, name: string, fallback: boolean, errors: Errors): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = raw.trim().toLowerCase();
  if (['on', 'true', 'yes', '1'].includes(value)) return true;
  if (['off', 'false', 'no', '0'].includes(value)) return false;
  errors.push(`${name}: expected on or off, got '${raw}'`);
  return fallback;
}

/**
 * A source map (`main.0123abcd45.js.map`): refused unless SERVE_SOURCE_MAPS is on.
 * Judged on the decoded path, as the static server will read it: `/x.js%2emap` is a map too.
 */
export function isSourceMapPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed path is refused before this; as it stands it names no file.
  }
  return decoded.toLowerCase().endsWith('.map');
}

function urlOf(env: NodeJS.ProcessEnv, name: string, fallback: string | undefined, errors: Errors): string | undefined {
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

/**
 * A comma-separated list of IP addresses and CIDR ranges (IPv4 and IPv6) as a net.BlockList, or
 * undefined when empty. Every bad entry is named; a range covering every address (`0.0.0.0/0`,
 * `::/0`) is refused: it would let any client state its own address.
 */
function trustedProxiesOf(env: NodeJS.ProcessEnv, name: string, errors: Errors): BlockList | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const list = new BlockList();
  for (const entry of raw.split(',').map((e) => e.trim())) {
    const problem = addTrustedEntry(list, entry);
    if (problem) errors.push(`${name}: ${problem}`);
  }
  return list;
}

/** Adds one address or range to `list`; what is wrong with it, or undefined. */
function addTrustedEntry(list: BlockList, entry: string): string | undefined {
  if (entry === '') return `empty entry (expected IP addresses or CIDR ranges separated by commas)`;
  const match = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry);
  const family = match?.[1] ? isIP(match[1]) : 0;
  if (!match?.[1] || !family)
    return `'${entry}' is not an IP address or CIDR range (e.g. 10.0.0.5, 10.0.0.0/8, fd00::/8)`;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (match[2] === undefined) {
    list.addAddress(match[1], type);
    return undefined;
  }
  const prefix = Number(match[2]);
  const max = family === 4 ? 32 : 128;
  if (prefix > max) return `'${entry}': the prefix length of an ${type.replace('ip', 'IP')} range is at most ${max}`;
  if (prefix === 0) return `'${entry}' would trust every address: any client could state its own`;
  list.addSubnet(match[1], prefix, type);
  return undefined;
}
