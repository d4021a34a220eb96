import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openLoop } from '../lib/open-loop.mjs';

describe('the open-loop load', () => {
  let server: Server;
  let base: string;
  const seen: string[] = [];

  beforeAll(async () => {
    // Answers 200 after 20 ms, or 500 for /fail: each request is seen once, with its own headers.
    server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url} ${req.headers.cookie}`);
      setTimeout(() => {
        res.writeHead(req.url === '/fail' ? 500 : 200);
        res.end('ok');
      }, 20);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('sends rate x seconds requests, each built for its number, and counts only 2xx as answered', async () => {
    seen.length = 0;
    const r = await openLoop({
      base,
      rate: 50,
      seconds: 1,
      next: (i) => ({ method: 'GET', path: i % 10 === 9 ? '/fail' : `/ok/${i}`, headers: { cookie: `m${i % 2}` } }),
    });
    expect(r.due).toBe(50);
    expect(seen).toHaveLength(50);
    expect(seen[0]).toBe('GET /ok/0 m0');
    expect(seen).toContain('GET /ok/48 m0');
    expect(seen).toContain('GET /fail m1');
    expect(r.answered).toBe(45);
    expect(r.failed).toBe(5);
  });

  it('counts requests beyond the in-flight cap as failed instead of queueing them', async () => {
    const r = await openLoop({
      base,
      rate: 200,
      seconds: 0.5,
      maxInFlight: 1,
      next: () => ({ method: 'GET', path: '/ok', headers: {} }),
    });
    expect(r.due).toBe(100);
    expect(r.failed).toBeGreaterThan(0);
    expect(r.answered + r.failed).toBe(100);
  });
});
