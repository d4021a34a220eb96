// Hardening shared by the gateway and static-server.mjs (docs/decisions-platform.md, "Gateway"):
// helmet 8's headers with our Content-Security-Policy, the forwarding headers the gateway states
// itself, and malformed paths. Dependency-free, so the front-end images' server can use it without
// express or helmet; the gateway hands the same options to helmet, and the tests check the static
// server sends what helmet would.
import { isIP } from 'node:net';

/**
 * @typedef {'same-origin' | 'cross-origin'} CrossOriginResource
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:net').BlockList | undefined} TrustedProxies
 */

/**
 * The origins a page may load remote code from: those of the absolute MFE_*_URL overrides in
 * remotes.json (a path like /remotes/x/mf-manifest.json is the site itself, 'self').
 * @param {Record<string, string>} manifest
 * @returns {string[]}
 */
export function remoteOrigins(manifest) {
  const origins = new Set();
  for (const entry of Object.values(manifest)) {
    if (/^https?:\/\//i.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins].sort();
}

/**
 * Scripts, their chunks, their CSS and the mf-manifest fetch come only from the site itself and the
 * configured remote origins. Styles also allow 'unsafe-inline': emotion (MUI) injects <style> tags at
 * run time and MUI sets style attributes; the shell's index.html has one inline <style>.
 * @param {string[]} [origins]
 * @returns {Record<string, string[]>}
 */
export function cspDirectives(origins = []) {
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

/** @param {Record<string, string[]>} directives */
export function cspHeader(directives) {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * helmet's options for the gateway. `crossOriginResource` is 'cross-origin' for files another
 * origin's shell may load (a remote's remoteEntry.js and chunks), 'same-origin' for the rest.
 * @param {string[]} origins
 * @param {CrossOriginResource} [crossOriginResource]
 * @returns {import('helmet').HelmetOptions}
 */
export function helmetOptions(origins, crossOriginResource = 'same-origin') {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(origins) },
    crossOriginResourcePolicy: { policy: crossOriginResource },
    // Same-origin fetches keep their Origin header (no-referrer would send `Origin: null` on POSTs).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  };
}

/**
 * The headers helmet(helmetOptions(origins, crossOriginResource)) sets, for the dependency-free server.
 * @param {string[]} origins
 * @param {CrossOriginResource} [crossOriginResource]
 * @returns {Record<string, string>}
 */
export function securityHeaders(origins, crossOriginResource = 'same-origin') {
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

/** @type {(address: string) => 'ipv4' | 'ipv6' | undefined} */
const familyOf = (address) => /** @type {const} */ ({ 4: 'ipv4', 6: 'ipv6' })[/** @type {4 | 6} */ (isIP(address))];
/** `::ffff:203.0.113.7` is 203.0.113.7: one client, one address (and one per-address count). */
const unmapped = (/** @type {string} */ address) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
const isTrusted = (/** @type {TrustedProxies} */ trustedProxies, /** @type {string} */ address) => {
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
 * @param {Request} req
 * @param {TrustedProxies} trustedProxies
 * @returns {{ address: string | undefined, proto: string }}
 */
export function clientOf(req, trustedProxies) {
  const socket = /** @type {import('node:tls').TLSSocket} */ (req.socket);
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
 * @param {Request} req
 * @param {TrustedProxies} trustedProxies
 */
export function setForwardingHeaders(req, trustedProxies) {
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

/**
 * A request path that does not percent-decode (`/%ff`) is malformed: answer 400, never guess.
 * @param {string} pathname
 */
export function isMalformedPath(pathname) {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
