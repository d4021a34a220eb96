import { createServer, connect, type Server, type Socket } from 'node:net';
import { Browser, createTestDatabase, eventually, signedInBrowser, startApi, type RunningApi } from './harness';

// Every failure a clear answer (decisions.md, "Hardening"): PostgreSQL unreachable or stalled under a running API is
// a 503 `Database unavailable` (the pool's acquire limit and the statement timeout end the wait), never
// a 500 or a request that hangs (a hang fails the test by its own timeout); and the API recovers when
// the database returns. The API reaches PostgreSQL through a TCP proxy this test controls.

/** A TCP proxy that can drop every connection (and refuse new ones) or stall them (accept, forward nothing). */
class ControlledProxy {
  private server!: Server;
  private mode: 'up' | 'down' | 'stalled' = 'up';
  private readonly pairs = new Set<[Socket, Socket]>();
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      if (this.mode === 'down') return void client.destroy();
      const upstream = connect(this.targetPort, this.host);
      const pair: [Socket, Socket] = [client, upstream];
      this.pairs.add(pair);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        this.pairs.delete(pair);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      // Stalled: bytes are read and thrown away, so neither side ever hears from the other.
      client.on('data', (d) => (this.mode === 'up' ? upstream.write(d) : undefined));
      upstream.on('data', (d) => (this.mode === 'up' ? client.write(d) : undefined));
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.port = (this.server.address() as { port: number }).port;
  }

  /** PostgreSQL gone: every connection cut, new ones refused. */
  cut(): void {
    this.mode = 'down';
    for (const [a, b] of this.pairs) {
      a.destroy();
      b.destroy();
    }
    this.pairs.clear();
  }

  /** PostgreSQL stalled: connections stay open but nothing gets through. */
  stall(): void {
    this.mode = 'stalled';
  }

  /** Back: stalled connections are dropped (their state is lost), new ones go through. */
  restore(): void {
    if (this.mode === 'stalled') this.cut();
    this.mode = 'up';
  }

  async stop(): Promise<void> {
    this.cut();
    await new Promise((r) => this.server.close(r));
  }
}

describe('PostgreSQL away under a running API', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: ControlledProxy;
  let api: RunningApi;
  let user: Browser;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    db = await createTestDatabase();
    const url = new URL(db.url);
    proxy = new ControlledProxy(url.hostname, Number(url.port || 5432));
    await proxy.start();
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    api = await startApi(url.toString(), { DB_ACQUIRE_TIMEOUT_MS: '1000', DB_STATEMENT_TIMEOUT_MS: '1000' });
    user = await signedInBrowser(api.base);
    expect((await user.post('/api/food-entries', { foodName: 'Tea', mealType: 'snack', calories: 2 })).status).toBe(
      201,
    );
  });
  afterAll(async () => {
    proxy?.restore();
    await api?.close();
    await proxy?.stop();
    await db?.drop();
  });

  it('answers 503 "Database unavailable" when the connection is cut, and /api/health names the database without details', async () => {
    proxy.cut();
    const res = await user.get(`/api/food-entries?date=${today}`);
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ statusCode: 503, message: 'Database unavailable' });

    const write = await user.post('/api/food-entries', { foodName: 'Toast', mealType: 'snack', calories: 80 });
    expect(write.status).toBe(503);

    const health = await new Browser(api.base).get('/api/health'); // a monitor: no session
    expect(health.status).toBe(503);
    expect(health.json.checks.database).toEqual({ ok: false, message: 'database unavailable' });
    // No host, port or driver words.
    expect(health.text).not.toContain(String(proxy.port));
    expect(health.text).not.toMatch(/127\.0\.0\.1|ECONN|connect|terminated|timeout/i);
  });

  it('recovers when the database returns', async () => {
    proxy.restore();
    const res = await user.get(`/api/food-entries?date=${today}`);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(1);
  });

  it('answers 503 "Database unavailable" when PostgreSQL stalls, names the database in /api/health, then recovers', async () => {
    proxy.stall();
    // The acquire (1 s) or statement (1 s + the client's 2 s) limit ends the wait with a 503.
    const res = await user.get(`/api/food-entries?date=${today}`);
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ statusCode: 503, message: 'Database unavailable' });
    const health = await new Browser(api.base).get('/api/health');
    expect(health.status).toBe(503);
    expect(health.json.checks.database).toEqual({ ok: false, message: 'database unavailable' });

    proxy.restore();
    // A pooled connection that was stalled is found dead and replaced: back within a few seconds.
    const back = await eventually(async () => {
      const r = await user.get(`/api/food-entries?date=${today}`);
      return r.status === 200 ? r : undefined;
    }, 50);
    expect(back.json).toHaveLength(1);
  });
});
