import net from 'node:net';

/**
 * True when something accepts TCP connections on host:port.
 * @param {string} host
 * @param {number} port
 */
export function isListening(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (/** @type {boolean} */ ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * A port nobody listens on right now (the OS picks it).
 * @returns {Promise<number>}
 */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls `check` until it returns a truthy value; the error names what did not come up.
 * @template T
 * @param {() => Promise<T>} check
 * @param {{ what: string, timeoutMs?: number, intervalMs?: number }} options
 * @returns {Promise<T>}
 */
export async function waitFor(check, { what, timeoutMs = 60000, intervalMs = 250 }) {
  const deadline = Date.now() + timeoutMs;
  /** @type {unknown} */
  let last;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (e) {
      last = e;
    }
    if (Date.now() > deadline)
      throw new Error(
        `${what} did not come up within ${Math.round(timeoutMs / 1000)} s${last ? ` (${last instanceof Error ? last.message : String(last)})` : ''}`,
      );
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/**
 * host and port of a redis:// or postgres:// URL, with the protocol's default port.
 * @param {string | URL} url
 * @param {number} defaultPort
 */
export function hostPortOf(url, defaultPort) {
  const u = new URL(url);
  return { host: u.hostname || '127.0.0.1', port: Number(u.port || defaultPort) };
}
