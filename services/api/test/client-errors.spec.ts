import { apiWithDatabase, Browser, signedInBrowser, stdoutLines } from './harness';

// POST /api/client-errors: the shell reports a remote it refused to run. Public, held to a rate per
// client address, written as one JSON line on stdout and stored nowhere.

const clientErrorLines = (fn: () => Promise<void>) => stdoutLines('"event":"client_error"', fn);

const refused = {
  kind: 'remote-refused',
  remote: 'mfe_community',
  version: '0.2.0-bbbbbbbb',
  reason: 'built for contracts major 2, this shell speaks 1',
};

describe('POST /api/client-errors', () => {
  const ctx = apiWithDatabase({ CLIENT_ERRORS_PER_ADDRESS_PER_MINUTE: '3' });

  it('answers 204 to a visitor and logs the remote, version, reason and address', async () => {
    const visitor = new Browser(ctx.api.base, '10.7.0.1');
    let status = 0;
    const { lines } = await clientErrorLines(async () => {
      status = (await visitor.post('/api/client-errors', refused)).status;
    });
    expect(status).toBe(204);
    expect(lines).toEqual([
      {
        ts: expect.any(String),
        log: 'client',
        event: 'client_error',
        kind: 'remote-refused',
        remote: 'mfe_community',
        version: '0.2.0-bbbbbbbb',
        reason: 'built for contracts major 2, this shell speaks 1',
        userId: null,
        address: '10.7.0.1',
      },
    ]);
  });

  it('names a signed-in member by id, never by cookie or session id', async () => {
    const member = await signedInBrowser(ctx.api.base);
    const me = (await member.get('/api/auth/user')).json as { id: string };
    const sid = decodeURIComponent(member.sessionCookie.split('=')[1]!);
    let status = 0;
    const { lines, out } = await clientErrorLines(async () => {
      status = (await member.post('/api/client-errors', { ...refused, version: null })).status;
    });
    expect(status).toBe(204);
    expect(lines).toEqual([expect.objectContaining({ userId: me.id, version: null, remote: 'mfe_community' })]);
    expect(Object.keys(lines[0]!).sort()).toEqual(
      ['address', 'event', 'kind', 'log', 'reason', 'remote', 'ts', 'userId', 'version'].sort(),
    );
    expect(out).not.toContain(sid.slice(2, sid.lastIndexOf('.')));
  });

  it('refuses a bad body with 400 and logs nothing', async () => {
    const visitor = new Browser(ctx.api.base, '10.7.0.2');
    const bad = [
      { ...refused, kind: 'anything' },
      { ...refused, remote: 'Not A Remote!' },
      { ...refused, reason: 'x'.repeat(501) },
      { ...refused, extra: 'field' },
      { kind: 'remote-refused', remote: 'mfe_community' },
    ];
    const statuses: number[] = [];
    const { lines } = await clientErrorLines(async () => {
      for (const body of bad) statuses.push((await visitor.post('/api/client-errors', body)).status);
    });
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    expect(lines).toEqual([]);
  });

  it('answers 429 past the limit per address a minute (3 here), other addresses unaffected', async () => {
    const noisy = new Browser(ctx.api.base, '10.7.0.3');
    const statuses: number[] = [];
    const { lines } = await clientErrorLines(async () => {
      for (let i = 0; i < 5; i++) statuses.push((await noisy.post('/api/client-errors', refused)).status);
    });
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect(lines).toHaveLength(3);
    const other = new Browser(ctx.api.base, '10.7.0.4');
    expect((await other.post('/api/client-errors', refused)).status).toBe(204);
  });
});
