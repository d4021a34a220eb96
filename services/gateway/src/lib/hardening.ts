// Hardening shared by the gateway and static-server.ts (docs/decisions-platform.md, "Gateway"):
// helmet 8's headers with our Content-Security-Policy, the forwarding headers the gateway states
// itself, and malformed paths. Dependency-free, so the front-end images' server can use it without
// express or helmet; the gateway hands the same options to helmet, and the tests check the static
// server sends what helmet would.

// Only types from helmet: they vanish from the compiled file, which the front-end images run without it.
import type { HelmetOptions } from 'helmet';
import type { IncomingMessage } from 'node:http';
import { isIP, type BlockList } from 'node:net';
import type { TLSSocket } from 'node:tls';

export type CrossOriginResource = 'same-origin' | 'cross-origin';
type TrustedProxies = BlockList | undefined;

/**
 * The origins a page may load remote code from: those of the absolute MFE_*_URL overrides in
 * remotes.json (a path like /remotes/x/mf-manifest.json is the site itself, 'self').
 */
export function remoteOrigins(manifest: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(manifest)) {
    if (/^https?:\/\//i.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins].sort();
}

/**
 * Scripts, their chunks, their CSS and the mf-manifest fetch come only from the site itself and the
 * configured remote origins. Styles also allow 'unsafe-inline': emotion (MUI) injects <style> tags at
 * run time and MUI sets style attributes; the shell's index.html has inline <style> tags (the page's own and the fonts' @font-face).
 */
function cspDirectives(origins: string[] = []): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'", ...origins],
    'font-src': ["'self'", 'data:', ...origins],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:', 'blob:', ...origins],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...origins],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...origins],
  };
}

function cspHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * helmet's options for the gateway. `crossOriginResource` is 'cross-origin' for files another
 * origin's shell may load (a remote's remoteEntry.js and chunks), 'same-origin' for the rest.
 */
export function helmetOptions(
  origins: string[],
  crossOriginResource: CrossOriginResource = 'same-origin',
): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(origins) },
    crossOriginResourcePolicy: { policy: crossOriginResource },
    // Same-origin fetches keep their Origin header (no-referrer would send `Origin: null` on POSTs).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  };
}

/** The headers helmet(helmetOptions(origins, crossOriginResource)) sets, for the dependency-free server. */
export function securityHeaders(
  origins: string[],
  crossOriginResource: CrossOriginResource = 'same-origin',
): Record<string, string> {
  return {
    'Content-Security-Policy': cspHeader(cspDirectives(origins)),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': crossOriginResource,
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'DENY',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
  };
}

/**
 * Headers by which a client could claim another address, host or scheme. The gateway is the edge
 * (unless GATEWAY_TRUSTED_PROXIES names the proxy in front of it): it drops every one of them and
 * states what it saw itself, so the API (which trusts exactly TRUST_PROXY_HOPS hops, one by default)
 * keys its per-address limits on the real client.
 */
const CLIENT_ADDRESS_HEADERS = [
  'forwarded',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
];

const familyOf = (address: string): 'ipv4' | 'ipv6' | undefined => {
  const version = isIP(address); // 0: not an IP address
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
};
/** `::ffff:203.0.113.7` is 203.0.113.7: one client, one address (and one per-address count). */
const unmapped = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
const isTrusted = (trustedProxies: TrustedProxies, address: string) => {
  const family = familyOf(address);
  return !!trustedProxies && !!family && trustedProxies.check(address, family);
};

/**
 * The client's address and scheme. From an untrusted connection: the socket's. From a trusted proxy:
 * X-Forwarded-For walked from the right (each proxy appends the address it saw), skipping trusted
 * proxies, and the first untrusted address is the client; everything left of it may be forged by
 * that client and is never read. A malformed entry where the walk stops, or a chain of trusted
 * proxies only, gives the connecting address. The scheme is the proxy's X-Forwarded-Proto (its
 * last value), if http or https.
 */
function clientOf(
  req: IncomingMessage,
  trustedProxies: TrustedProxies,
): { address: string | undefined; proto: string } {
  const socket = req.socket as TLSSocket;
  const connection = { address: socket.remoteAddress, proto: socket.encrypted ? 'https' : 'http' };
  if (!connection.address || !isTrusted(trustedProxies, unmapped(connection.address))) return connection;
  let address = connection.address;
  const chain = req.headers['x-forwarded-for'] ? String(req.headers['x-forwarded-for']).split(',') : [];
  for (let i = chain.length - 1; i >= 0; i--) {
    const entry = unmapped((chain[i] ?? '').trim());
    if (!familyOf(entry)) break; // malformed: believe nothing further left
    if (!isTrusted(trustedProxies, entry)) {
      address = entry;
      break;
    }
  }
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')
    .pop()
    ?.trim()
    .toLowerCase();
  return { address, proto: proto === 'https' || proto === 'http' ? proto : connection.proto };
}

/**
 * Replaces the client's forwarding headers with one clean set (for every proxied request): the
 * client as clientOf found it, so the API's one trusted hop (the gateway) gives it that address.
 */
export function setForwardingHeaders(req: IncomingMessage, trustedProxies: TrustedProxies): void {
  const client = clientOf(req, trustedProxies);
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith('x-forwarded-') || CLIENT_ADDRESS_HEADERS.includes(name)) delete req.headers[name];
  }
  const socket = req.socket;
  if (client.address) req.headers['x-forwarded-for'] = client.address;
  req.headers['x-forwarded-proto'] = client.proto;
  if (req.headers.host) req.headers['x-forwarded-host'] = req.headers.host;
  if (socket.localPort) req.headers['x-forwarded-port'] = String(socket.localPort);
}

/** A request path that does not percent-decode (`/%ff`) is malformed: answer 400, never guess. */
export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
