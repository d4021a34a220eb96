import { PIN_RESET_SENT } from '@chairside/contracts';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import { PinResetService } from '../src/modules/pin-reset/pin-reset.service';
import {
  Browser,
  createTestDatabase,
  newUser,
  securityLines,
  signedInBrowser,
  startApi,
  stdoutLines,
  type RunningApi,
} from './harness';

// "Forgot PIN?" against a real SMTP server started here: the API sends its mail over SMTP, the
// test reads the message as delivered and follows its link.

const ORIGIN = 'http://chairside.test';
const NEW_PIN = '7305918';

interface Delivered {
  to: string[];
  raw: string;
}

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let api: RunningApi;
let pg: Client;
let smtp: SMTPServer;
const inbox: Delivered[] = [];
let address = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise upgrade to TLS with a certificate it cannot trust.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  api = await startApi(db.url, {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Chairside <no-reply@chairside.test>',
    PUBLIC_ORIGIN: ORIGIN,
    PIN_RESETS_PER_ADDRESS_PER_HOUR: '5',
    PIN_RESETS_PER_ACCOUNT_PER_HOUR: '2',
    SECURITY_LOG: 'on',
  });
  pg = new Client({ connectionString: db.url });
  await pg.connect();
});

afterAll(async () => {
  await pg?.end();
  await api?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await db?.drop();
});

/** A browser from an address of its own, so the per-address limit is this test's to spend. */
const newBrowser = () => new Browser(api.base, `10.9.${Math.floor(++address / 250)}.${address % 250}`);

/** Asks for a reset and waits until the API has sent its mail (it does so after answering). */
async function requestReset(email: string, from = newBrowser()) {
  const r = await from.post('/api/auth/pin-reset/request', { email });
  await api.app.get(PinResetService).settled();
  return r;
}

const mailsTo = (email: string) => inbox.filter((m) => m.to.includes(email.toLowerCase()));

/** The message as text: quoted-printable soft breaks joined and escapes decoded. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/** The token of the newest mail's link to `email`. */
function tokenFor(email: string): string {
  const mail = mailsTo(email).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  const link = decoded(mail.raw).match(/(\S+)\/reset-pin#token=([A-Za-z0-9_-]+)/);
  if (!link) throw new Error(`no link in the mail to ${email}`);
  expect(link[1]).toBe(ORIGIN);
  return link[2]!;
}

const login = (b: Browser, username: string, pin: string) => b.post('/api/auth/login', { username, pin });

describe('asking for a reset', () => {
  it('mails a known address once, mails an unknown one nothing, and answers both the same', async () => {
    const user = newUser();
    await signedInBrowser(api.base, user);
    const unknown = `nobody-${Date.now()}@chairside.test`;
    let known!: Awaited<ReturnType<typeof requestReset>>;
    let missing!: Awaited<ReturnType<typeof requestReset>>;
    const events = await securityLines(async () => {
      known = await requestReset(user.email.toUpperCase());
      missing = await requestReset(unknown);
    });
    expect(known.status).toBe(202);
    expect(known.json).toEqual({ success: true, message: PIN_RESET_SENT });
    expect({ status: missing.status, body: missing.json }).toEqual({ status: known.status, body: known.json });

    expect(mailsTo(user.email)).toHaveLength(1);
    expect(mailsTo(unknown)).toHaveLength(0);
    const text = decoded(mailsTo(user.email)[0]!.raw);
    expect(text).toMatch(/^Subject: Reset your Chairside PIN/m);
    expect(text).toMatch(/^From: Chairside <no-reply@chairside.test>/m);
    expect(text).toContain('text/html');

    const requested = events.filter((e) => e.event === 'pin-reset.requested');
    expect(requested.map((e) => e.outcome).sort()).toEqual(['no-account', 'sent']);
    expect(requested.find((e) => e.outcome === 'no-account')!.userId).toBeNull();
    expect(JSON.stringify(events)).not.toContain(tokenFor(user.email));
  });

  it('keeps only the hash of the token', async () => {
    const user = newUser();
    await signedInBrowser(api.base, user);
    await requestReset(user.email);
    const token = tokenFor(user.email);
    const { rows } = await pg.query(
      `SELECT r.* FROM pin_resets r JOIN users u ON u.id = r.user_id WHERE u.username = $1`,
      [user.email],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    const minutes = (rows[0].expires_at.getTime() - rows[0].created_at.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 1);
  });

  it('refuses an address past its hourly limit with 429', async () => {
    const b = newBrowser();
    for (let i = 0; i < 5; i++) expect((await requestReset(`someone-${i}@chairside.test`, b)).status).toBe(202);
    const refused = await requestReset('someone-else@chairside.test', b);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers an account past its hourly limit the same way, and sends it nothing more', async () => {
    const user = newUser();
    await signedInBrowser(api.base, user);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await requestReset(user.email));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(mailsTo(user.email)).toHaveLength(2);
  });
});

describe('following the link', () => {
  it('sets the new PIN once: the old PIN and a second use are refused', async () => {
    const user = newUser();
    await signedInBrowser(api.base, user);
    await requestReset(user.email);
    const token = tokenFor(user.email);

    const { out } = await stdoutLines('"log":"security"', async () => {
      const done = await newBrowser().post('/api/auth/pin-reset', { token, newPin: NEW_PIN });
      expect(done.status).toBe(200);
      expect(done.json.success).toBe(true);
    });
    expect(out).not.toContain(token);
    expect(out).toContain('"event":"pin-reset.used"');

    const again = await newBrowser().post('/api/auth/pin-reset', { token, newPin: '8140527' });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe('This reset link has expired or was already used. Ask for a new one.');

    expect((await login(newBrowser(), user.email, user.pin)).status).toBe(401);
    expect((await login(newBrowser(), user.email, NEW_PIN)).status).toBe(200);
  });

  it('turns PIN sign-in back on only for a member with no passkey to sign in with', async () => {
    const withoutPasskey = newUser('Lee Nokey');
    const withPasskey = newUser('Kim Haskey');
    for (const u of [withoutPasskey, withPasskey]) {
      await signedInBrowser(api.base, u);
      await pg.query('UPDATE users SET pin_sign_in = false WHERE email = $1', [u.email]);
    }
    await pg.query(
      `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name)
       SELECT id, 'credential-' || id, '\\x00'::bytea, 0, '{}', 'Phone' FROM users WHERE email = $1`,
      [withPasskey.email],
    );
    for (const u of [withoutPasskey, withPasskey]) {
      await requestReset(u.email);
      const done = await newBrowser().post('/api/auth/pin-reset', { token: tokenFor(u.email), newPin: NEW_PIN });
      expect(done.status).toBe(200);
    }
    // No passkey: the PIN is the way back in.
    expect((await login(newBrowser(), withoutPasskey.email, NEW_PIN)).status).toBe(200);
    // A passkey: the mailbox alone does not undo a passkey-only account.
    expect((await login(newBrowser(), withPasskey.email, NEW_PIN)).status).toBe(403);
  });

  it('refuses an expired link, and a made-up one', async () => {
    const user = newUser();
    await signedInBrowser(api.base, user);
    await requestReset(user.email);
    const token = tokenFor(user.email);
    await pg.query(
      `UPDATE pin_resets SET expires_at = now() - interval '1 minute'
        WHERE user_id = (SELECT id FROM users WHERE username = $1)`,
      [user.email],
    );
    const events = await securityLines(async () => {
      const expired = await newBrowser().post('/api/auth/pin-reset', { token, newPin: NEW_PIN });
      expect(expired.status).toBe(400);
      const madeUp = await newBrowser().post('/api/auth/pin-reset', { token: 'x'.repeat(43), newPin: NEW_PIN });
      expect(madeUp.status).toBe(400);
    });
    expect(events.filter((e) => e.event === 'pin-reset.refused').map((e) => e.outcome)).toEqual([
      'invalid-link',
      'invalid-link',
    ]);
    expect((await login(newBrowser(), user.email, user.pin)).status).toBe(200);
  });

  it('checks the new PIN with the contract', async () => {
    const r = await newBrowser().post('/api/auth/pin-reset', { token: 'x'.repeat(43), newPin: '123456' });
    expect(r.status).toBe(400);
    expect(r.text).toContain('newPin');
  });

  it('ends every session, clears the lock and retires the account’s other links', async () => {
    const user = newUser();
    const signedIn = await signedInBrowser(api.base, user);
    const oldCookie = signedIn.sessionCookie;
    expect((await signedIn.get('/api/auth/user')).status).toBe(200);

    // Five wrong PINs from a browser that never signed in lock the username: even the right PIN is refused.
    const stranger = newBrowser();
    for (let i = 0; i < 5; i++) expect((await login(stranger, user.email, '9990001')).status).toBe(401);
    expect((await login(stranger, user.email, user.pin)).status).toBe(429);

    await requestReset(user.email);
    const first = tokenFor(user.email);
    await requestReset(user.email);
    const second = tokenFor(user.email);
    expect(second).not.toBe(first);

    expect((await newBrowser().post('/api/auth/pin-reset', { token: second, newPin: NEW_PIN })).status).toBe(200);
    const stale = await fetch(`${api.base}/api/auth/user`, { headers: { cookie: oldCookie } });
    expect(stale.status).toBe(401);
    expect((await newBrowser().post('/api/auth/pin-reset', { token: first, newPin: '8140527' })).status).toBe(400);

    const back = await login(stranger, user.email, NEW_PIN);
    expect(back.status).toBe(200);
  });
});

describe('without SMTP in production', () => {
  it('is off: not offered on the sign-in screen, 404 for both calls', async () => {
    const prod = await startApi(db.url, {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-test-only-session-secret-of-enough-length-0123456789',
    });
    try {
      expect(prod.app.get(PinResetService).available()).toBe(false);
      const b = new Browser(prod.base, '10.8.0.1');
      // The sign-in screen hides "Forgot PIN?".
      expect((await b.get('/api/auth/sign-in-options')).json).toMatchObject({ pinReset: false });
      expect((await b.post('/api/auth/pin-reset/request', { email: 'a@chairside.test' })).status).toBe(404);
      expect((await b.post('/api/auth/pin-reset', { token: 'x'.repeat(43), newPin: NEW_PIN })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
