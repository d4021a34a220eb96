import { apiWithDatabase, Browser, newUser, processOutput } from './harness';

// A 500 writes one line to the log: the error's name, code and message, never the query's
// parameters (a session id, a PIN hash) or PostgreSQL's detail (the failing row). decisions.md, "Hardening".

const errorLines = (out: string) =>
  out
    .split('\n')
    .filter((l) => l.includes('"log":"error"'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('the log of an unexpected error', () => {
  const ctx = apiWithDatabase();

  beforeAll(async () => {
    await ctx.pg.query(`CREATE FUNCTION refuse_for_test() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'forced failure for the log test'; END $$`);
  });

  it('names the failed query’s error but not its parameters: a session id', async () => {
    const browser = new Browser(ctx.api.base, '10.9.0.1');
    expect((await browser.post('/api/auth/signup', newUser())).status).toBe(201);
    const signed = decodeURIComponent(browser.sessionCookie.split('=')[1]!); // s:<sid>.<signature>
    const sid = signed.slice(2, signed.lastIndexOf('.'));
    expect(sid.length).toBeGreaterThan(20);
    await ctx.pg.query(
      'CREATE TRIGGER refuse_session_delete BEFORE DELETE ON session FOR EACH ROW EXECUTE FUNCTION refuse_for_test()',
    );
    try {
      let status = 0;
      const out = await processOutput(async () => {
        status = (await browser.post('/api/auth/logout')).status; // deletes the session row: WHERE sid = $1
      });
      expect(status).toBe(500);
      expect(out).not.toContain(sid);
      expect(errorLines(out)).toEqual([
        expect.objectContaining({
          name: 'QueryFailedError',
          code: 'P0001',
          message: 'forced failure for the log test',
        }),
      ]);
    } finally {
      await ctx.pg.query('DROP TRIGGER refuse_session_delete ON session');
    }
  });

  it('names the failed query’s error but not its parameters: the new user’s e-mail and PIN hash', async () => {
    await ctx.pg.query(
      'CREATE TRIGGER refuse_user_insert BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_for_test()',
    );
    try {
      const user = { ...newUser(), email: 'marker-7f3a9c@chairside.test' };
      let status = 0;
      const out = await processOutput(async () => {
        status = (await new Browser(ctx.api.base, '10.9.0.2').post('/api/auth/signup', user)).status;
      });
      expect(status).toBe(500);
      expect(out).not.toContain('marker-7f3a9c');
      expect(out).not.toContain('$argon2');
      expect(errorLines(out)).toEqual([expect.objectContaining({ name: 'QueryFailedError', code: 'P0001' })]);
      expect((await ctx.pg.query("SELECT 1 FROM users WHERE email LIKE 'marker-%'")).rowCount).toBe(0);
    } finally {
      await ctx.pg.query('DROP TRIGGER refuse_user_insert ON users');
    }
  });
});
