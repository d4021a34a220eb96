import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Above the largest body any route accepts (the 9 MB food photo call): beyond it, reading the rest is not worth it. */
const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
/** How long the rest of a refused body may take to arrive before the connection is cut. */
const DRAIN_MAX_MS = 10_000;

const declaredLength = (req: FastifyRequest) => Number(req.headers['content-length'] ?? NaN);

/**
 * An answer given before the body is read (413 for a body over its limit, known from its
 * Content-Length; 401 before a signed-out photo is read) must reach the client. Fastify closes the
 * connection after such an answer while the client, usually the gateway, is still writing the rest;
 * closing a socket with unread data makes the system send a reset, which can reach the gateway
 * before it has read the answer: it then sees a broken pipe and answers 503 instead.
 * So the connection stays open and Node reads and discards the rest of the body (as it does for
 * any unread body), then the connection is reused. A body declared larger than DRAIN_MAX_BYTES,
 * or one still arriving DRAIN_MAX_MS after the answer, is cut off as before.
 */
export function answerBeforeClosing(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (req, reply, payload, done) => {
    const length = declaredLength(req);
    if (!req.raw.complete && Number.isFinite(length) && length <= DRAIN_MAX_BYTES) reply.removeHeader('connection');
    done(null, payload);
  });
  fastify.addHook('onResponse', (req, _reply, done) => {
    if (!req.raw.complete) {
      const cut = setTimeout(() => req.raw.complete || req.raw.socket?.destroy(), DRAIN_MAX_MS);
      cut.unref();
      req.raw.once('end', () => clearTimeout(cut));
    }
    done();
  });
}
