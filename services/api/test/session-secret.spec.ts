import { DEMO_ACCOUNTS } from '@chairside/contracts';
import { createHmac } from 'node:crypto';
import { loadConfig } from '../src/config/app-config';
import { apiWithDatabase, Browser } from './harness';

// The development secret that used to be the default is in the repository, so anyone could sign a
// cookie with it: it is refused wherever it is set, and without SESSION_SECRET the API signs with a
// random secret of its own (npm start passes the one it keeps in .data/session-secret).

const PUBLISHED = 'chairside-development-session-secret';

/** express-session's cookie value for a session id, as the API writes it (hand-computed here). */
const signedCookie = (id: string, secret: string) =>
  `chairside.sid=${encodeURIComponent(`s:${id}.${createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, '')}`)}`;

describe('the session secret', () => {
  it('refuses the published development value in every environment, naming SESSION_SECRET', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      expect(() => loadConfig({ NODE_ENV, SESSION_SECRET: PUBLISHED })).toThrow(
        /SESSION_SECRET: is the value published in the repository/,
      );
    }
  });

  it('without SESSION_SECRET signs with a random 32-byte secret, never the published one', () => {
    const dev = loadConfig({ NODE_ENV: 'development' }).sessionSecret;
    expect(dev).toMatch(/^[0-9a-f]{64}$/);
    expect(dev).not.toBe(PUBLISHED);
    // One per process: every app in it (and the tests' own) agree.
    expect(loadConfig({ NODE_ENV: 'test' }).sessionSecret).toBe(dev);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required/);
    expect(loadConfig({ SESSION_SECRET: 'f'.repeat(64) }).sessionSecret).toBe('f'.repeat(64));
  });

  describe('a running API without SESSION_SECRET', () => {
    const ctx = apiWithDatabase();

    it('issues cookies a holder of the published value cannot forge', async () => {
      const [demo] = DEMO_ACCOUNTS;
      const b = new Browser(ctx.api.base, '10.77.0.1');
      expect((await b.post('/api/auth/login', { username: demo.username, pin: demo.pin })).status).toBe(200);
      const id = decodeURIComponent(b.sessionCookie.split('=')[1]!)
        .replace(/^s:/, '')
        .replace(/\.[^.]*$/, '');
      expect(b.sessionCookie).toBe(signedCookie(id, ctx.api.config.sessionSecret));
      expect(b.sessionCookie).not.toBe(signedCookie(id, PUBLISHED));

      const forged = await fetch(`${ctx.api.base}/api/auth/user`, {
        headers: { cookie: signedCookie(id, PUBLISHED), 'x-forwarded-for': '10.77.0.1' },
      });
      expect(forged.status).toBe(401);
      expect((await b.get('/api/auth/user')).status).toBe(200);
    });
  });
});
