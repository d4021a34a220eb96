// Hardening shared by the gateway and static-server.mjs (docs/decisions-platform.md, "Gateway"):
// helmet 8's headers with our Content-Security-Policy, the forwarding headers the gateway states
// itself, and malformed paths. Dependency-free, so the front-end images' server can use it without
// express or helmet; the gateway hands the same options to helmet, and the tests check the static
// server sends what helmet would.

/**
 * The origins a page may load remote code from: those of the absolute MFE_*_URL overrides in
 * remotes.json (a path like /remotes/x/mf-manifest.json is the site itself, 'self').
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

export function cspHeader(directives) {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * helmet's options for the gateway. `crossOriginResource` is 'cross-origin' for files another
 * origin's shell may load (a remote's remoteEntry.js and chunks), 'same-origin' for the rest.
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

/** The headers helmet(helmetOptions(origins, crossOriginResource)) sets, for the dependency-free server. */
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
 * Headers by which a client could claim another address, host or scheme. The gateway is the edge:
 * it drops every one of them and states what it saw itself, so the API (which trusts exactly
 * TRUST_PROXY_HOPS hops, one by default) keys its per-address limits on the real connection.
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

/** Replaces the client's forwarding headers with the connection's own (for every proxied request). */
export function setForwardingHeaders(req) {
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith('x-forwarded-') || CLIENT_ADDRESS_HEADERS.includes(name)) delete req.headers[name];
  }
  const socket = req.socket;
  if (socket.remoteAddress) req.headers['x-forwarded-for'] = socket.remoteAddress;
  req.headers['x-forwarded-proto'] = socket.encrypted ? 'https' : 'http';
  if (req.headers.host) req.headers['x-forwarded-host'] = req.headers.host;
  if (socket.localPort) req.headers['x-forwarded-port'] = String(socket.localPort);
}

/** A request path that does not percent-decode (`/%ff`) is malformed: answer 400, never guess. */
export function isMalformedPath(pathname) {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
