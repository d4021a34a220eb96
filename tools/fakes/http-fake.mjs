import { createServer } from 'node:http';

/**
 * A local HTTP server standing in for a provider outside our control. `handle(req, body)` answers
 * { status, body, delayMs? }; every request is recorded for the test to inspect.
 */
export async function startHttpFake(handle) {
  const requests = [];
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body = raw;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {}
    const entry = { method: req.method, url: req.url, headers: req.headers, body };
    requests.push(entry);
    const answer = await handle(entry);
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (answer.destroy) return req.socket.destroy();
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(r);
      }),
  };
}
