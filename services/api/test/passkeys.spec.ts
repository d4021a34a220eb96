import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { SsoLinksRepository } from '../src/modules/sso/sso-links.repository';
import { apiWithDatabase, Browser, newUser, securityLines } from './harness';
import { SoftwareAuthenticator } from './software-authenticator';

// Passkeys against the real API, PostgreSQL and Redis, with an authenticator in software that
// signs what a browser's would (software-authenticator.ts).

const ORIGIN = 'http://localhost:4200';
const CEREMONIES_PER_MINUTE = 8;
const ctx = apiWithDatabase({
  SECURITY_LOG: 'on',
  PUBLIC_ORIGIN: ORIGIN,
  PASSKEY_CEREMONIES_PER_ADDRESS_PER_MINUTE: String(CEREMONIES_PER_MINUTE),
});
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
afterAll(() => redis.quit());

let addresses = 0;
/** A browser of its own client address, so each test has the ceremony limit to itself. */
const browserAt = () => new Browser(ctx.api.base, `198.51.100.${++addresses}`);

type Member = { b: Browser; id: string; email: string; pin: string };

async function member(): Promise<Member> {
  const user = newUser('Pat Keys');
  const b = browserAt();
  const r = await b.post('/api/auth/signup', user);
  expect(r.status).toBe(201);
  return { b, id: r.json.user.id, email: user.email, pin: user.pin };
}

/** Creation options: adding a passkey asks for the member's PIN again. */
const creationOptions = (m: Member) => m.b.post('/api/auth/passkeys/registration-options', { pin: m.pin });

async function addPasskey(m: Member, auth: SoftwareAuthenticator, name = 'My laptop') {
  const options = await creationOptions(m);
  expect(options.status).toBe(200);
  const r = await m.b.post('/api/auth/passkeys', { name, response: auth.create(options.json) });
  expect(r.status).toBe(201);
  return r.json as { id: string; name: string; createdAt: string; lastUsedAt: string | null };
}

async function passkeySignIn(b: Browser, auth: SoftwareAuthenticator) {
  const options = await b.post('/api/auth/passkey-login/options');
  expect(options.status).toBe(200);
  return b.post('/api/auth/passkey-login', { response: auth.get(options.json) });
}

describe('passkeys', () => {
  it('registers a discoverable passkey bound to the configured RP and lists it', async () => {
    const m = await member();
    const { b, id } = m;
    let options!: Awaited<ReturnType<Browser['post']>>;
    const asked = await securityLines(async () => {
      options = await creationOptions(m);
    });
    expect(options.status).toBe(200);
    expect(asked).toEqual([
      expect.objectContaining({ event: 'pin.recheck.success', userId: id, action: 'add-passkey' }),
    ]);
    expect(options.json.rp).toEqual({ id: 'localhost', name: 'Chairside' });
    expect(options.json.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(Buffer.from(options.json.user.id, 'base64url').toString()).toBe(id);
    // Kept in Redis, expiring with the sign-in flow's time.
    const ttl = await redis.ttl(`passkey-challenge:${options.json.challenge}`);
    expect(ttl).toBeGreaterThan(200);
    expect(ttl).toBeLessThanOrEqual(300);

    const auth = new SoftwareAuthenticator(ORIGIN);
    let created!: { status: number; json: { id: string; name: string; lastUsedAt: string | null } };
    const lines = await securityLines(async () => {
      created = await b.post('/api/auth/passkeys', { name: '  Work laptop ', response: auth.create(options.json) });
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    expect(lines).toEqual([
      expect.objectContaining({ event: 'passkey.registered', userId: id, passkeyId: created.json.id }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(auth.credentials[0]!.id.toString('base64url'));

    const methods = await b.get('/api/auth/sign-in-methods');
    expect(methods.status).toBe(200);
    expect(methods.json).toEqual({
      pinSignIn: true,
      passkeys: [{ id: created.json.id, name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null }],
      ssoLinks: [],
    });
    const stored = await ctx.pg.query('SELECT credential_id, counter, transports FROM passkeys WHERE user_id = $1', [
      id,
    ]);
    expect(stored.rows).toEqual([
      { credential_id: auth.credentials[0]!.id.toString('base64url'), counter: '0', transports: ['internal'] },
    ]);

    // The next creation options exclude it, so the authenticator does not make a second one.
    const again = await creationOptions(m);
    expect(again.json.excludeCredentials).toEqual([
      expect.objectContaining({ id: auth.credentials[0]!.id.toString('base64url') }),
    ]);
  });

  it('signs in with the passkey, without an e-mail address, into a new session', async () => {
    const m = await member();
    const { b, id } = m;
    const auth = new SoftwareAuthenticator(ORIGIN);
    const passkey = await addPasskey(m, auth);

    const visitor = browserAt();
    const options = await visitor.post('/api/auth/passkey-login/options');
    expect(options.status).toBe(200);
    expect(options.json.rpId).toBe('localhost');
    expect(options.json.allowCredentials ?? []).toEqual([]);
    expect(options.json.userVerification).toBe('required');
    let r!: Awaited<ReturnType<Browser['post']>>;
    const lines = await securityLines(async () => {
      r = await visitor.post('/api/auth/passkey-login', { response: auth.get(options.json) });
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ success: true, user: { id } });
    expect(lines).toContainEqual(expect.objectContaining({ event: 'login.success', userId: id, method: 'passkey' }));
    expect((await visitor.get('/api/auth/user')).json.id).toBe(id);
    expect(visitor.sessionCookie).not.toBe(b.sessionCookie);

    const methods = (await b.get('/api/auth/sign-in-methods')).json;
    expect(methods.passkeys[0]).toMatchObject({ id: passkey.id, lastUsedAt: expect.any(String) });
    const { rows } = await ctx.pg.query('SELECT counter FROM passkeys WHERE id = $1', [passkey.id]);
    expect(rows[0].counter).toBe('1');
  });

  it('refuses a replayed answer: each challenge works once', async () => {
    const m = await member();
    const { b } = m;
    const auth = new SoftwareAuthenticator(ORIGIN);
    const options = await creationOptions(m);
    const response = auth.create(options.json);
    expect((await b.post('/api/auth/passkeys', { name: 'Phone', response })).status).toBe(201);
    const replayedRegistration = await b.post('/api/auth/passkeys', { name: 'Phone again', response });
    expect(replayedRegistration.status).toBe(400);
    expect(replayedRegistration.json.message).toMatch(/expired or was already used/);

    const visitor = browserAt();
    const login = await visitor.post('/api/auth/passkey-login/options');
    const answer = auth.get(login.json);
    expect((await visitor.post('/api/auth/passkey-login', { response: answer })).status).toBe(200);
    const replayed = await browserAt().post('/api/auth/passkey-login', { response: answer });
    expect(replayed.status).toBe(401);
    expect(replayed.json).toMatchObject({
      success: false,
      message: expect.stringMatching(/expired or was already used/),
    });
  });

  it('refuses an unknown, an expired or a misused challenge, and another origin', async () => {
    const m = await member();
    const { b } = m;
    const auth = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(m, auth);
    const visitor = browserAt();

    // A challenge the API never issued.
    const made = await visitor.post('/api/auth/passkey-login', {
      response: auth.get({ challenge: Buffer.from('made up by the client').toString('base64url') }),
    });
    expect(made.status).toBe(401);

    // One that expired: Redis forgot it.
    const expiring = await visitor.post('/api/auth/passkey-login/options');
    await redis.pexpire(`passkey-challenge:${expiring.json.challenge}`, 1);
    await new Promise((r) => setTimeout(r, 20));
    const late = await visitor.post('/api/auth/passkey-login', { response: auth.get(expiring.json) });
    expect(late.status).toBe(401);
    expect(late.json.message).toMatch(/expired/);

    // A sign-in challenge cannot create a passkey, nor member A's creation challenge one for member B.
    const forLogin = await b.post('/api/auth/passkey-login/options');
    const asCreation = { rp: { id: 'localhost' }, user: { id: 'bWU' }, challenge: forLogin.json.challenge };
    const misused = await b.post('/api/auth/passkeys', { name: 'X', response: auth.create(asCreation) });
    expect(misused.status).toBe(400);
    const other = await member();
    const forOther = await creationOptions(other);
    const stolen = await b.post('/api/auth/passkeys', { name: 'X', response: auth.create(forOther.json) });
    expect(stolen.status).toBe(400);

    // Signed on another site: the origin is the configured one only.
    const phishing = await visitor.post('/api/auth/passkey-login/options');
    const elsewhere = await visitor.post('/api/auth/passkey-login', {
      response: auth.get(phishing.json, { origin: 'https://chairside.example.evil' }),
    });
    expect(elsewhere.status).toBe(401);
    expect((await visitor.get('/api/auth/user')).status).toBe(401);
    expect((await visitor.post('/api/auth/passkey-login', { response: {} })).status).toBe(401);
    expect((await visitor.post('/api/auth/passkey-login', { nope: true })).status).toBe(400);
  });

  it("answers 404 for another member's passkey and leaves it in place", async () => {
    const owner = await member();
    const passkey = await addPasskey(owner, new SoftwareAuthenticator(ORIGIN));
    const other = await member();
    const r = await other.b.request('DELETE', `/api/auth/passkeys/${passkey.id}`);
    expect(r.status).toBe(404);
    expect((await other.b.request('DELETE', '/api/auth/passkeys/not-a-uuid')).status).toBe(400);
    expect((await owner.b.get('/api/auth/sign-in-methods')).json.passkeys).toHaveLength(1);
  });

  it('turns PIN sign-in off only with a passkey, and keeps the last passkey while it is off', async () => {
    const m = await member();
    const off = await m.b.put('/api/auth/pin-sign-in', { enabled: false, pin: m.pin });
    expect(off.status).toBe(409);
    expect(off.json.message).toMatch(/Add a passkey/);

    const auth = new SoftwareAuthenticator(ORIGIN);
    const passkey = await addPasskey(m, auth);
    let turned!: Awaited<ReturnType<Browser['put']>>;
    const lines = await securityLines(async () => {
      turned = await m.b.put('/api/auth/pin-sign-in', { enabled: false, pin: m.pin });
    });
    expect(turned.status).toBe(200);
    expect(turned.json).toMatchObject({ pinSignIn: false, passkeys: [{ id: passkey.id }] });
    expect(lines).toEqual([
      expect.objectContaining({ event: 'pin.recheck.success', userId: m.id, action: 'pin-sign-in' }),
      expect.objectContaining({ event: 'pin-sign-in.changed', userId: m.id, outcome: 'off' }),
    ]);

    // The PIN alone no longer signs in; the passkey does.
    const byPin = await browserAt().post('/api/auth/login', { username: m.email, pin: m.pin });
    expect(byPin.status).toBe(403);
    expect((await passkeySignIn(browserAt(), auth)).status).toBe(200);

    const last = await m.b.request('DELETE', `/api/auth/passkeys/${passkey.id}`);
    expect(last.status).toBe(409);
    expect(last.json.message).toMatch(/only passkey and PIN sign-in is off/);

    expect((await m.b.put('/api/auth/pin-sign-in', { enabled: true, pin: m.pin })).json.pinSignIn).toBe(true);
    const removed = await securityLines(async () => {
      expect((await m.b.request('DELETE', `/api/auth/passkeys/${passkey.id}`)).status).toBe(204);
    });
    expect(removed).toEqual([expect.objectContaining({ event: 'passkey.removed', passkeyId: passkey.id })]);
    expect((await m.b.get('/api/auth/sign-in-methods')).json.passkeys).toEqual([]);
    // A removed passkey signs no one in.
    const gone = await passkeySignIn(browserAt(), auth);
    expect(gone.status).toBe(401);
    expect(gone.json.message).toMatch(/not registered/);
  });

  it('asks for the PIN again before a creation challenge: a session alone adds no passkey', async () => {
    const m = await member();
    const challenges = async () => (await redis.keys('passkey-challenge:*')).length;
    const before = await challenges();
    let wrong!: Awaited<ReturnType<Browser['post']>>;
    const lines = await securityLines(async () => {
      wrong = await m.b.post('/api/auth/passkeys/registration-options', { pin: '000000' });
    });
    expect(wrong.status).toBe(403);
    expect(wrong.json.message).toBe('That PIN is not right.');
    expect(wrong.json.challenge).toBeUndefined();
    expect(lines.map((l) => l.event)).toEqual(['pin.recheck.failure', 'access.denied']);
    expect(lines[0]).toMatchObject({ userId: m.id, action: 'add-passkey', outcome: 'wrong-pin' });
    expect(JSON.stringify(lines)).not.toContain('000000');
    // No PIN at all is a bad request; neither hands out a challenge.
    expect((await m.b.post('/api/auth/passkeys/registration-options')).status).toBe(400);
    expect((await m.b.post('/api/auth/passkeys/registration-options', { pin: '' })).status).toBe(400);
    expect(await challenges()).toBe(before);
    expect((await m.b.get('/api/auth/sign-in-methods')).json.passkeys).toEqual([]);
    // The PIN's own sign-in is untouched by a wrong re-check.
    expect((await browserAt().post('/api/auth/login', { username: m.email, pin: m.pin })).status).toBe(200);
  });

  it('refuses a passkey whose authenticator did not verify the user', async () => {
    const m = await member();
    const auth = new SoftwareAuthenticator(ORIGIN);
    const options = await creationOptions(m);
    const answer = auth.create(options.json) as { response: { attestationObject: string } };
    // The flags byte follows the RP id's hash in the authenticator data; clear "user verified" (0x04).
    const attestation = Buffer.from(answer.response.attestationObject, 'base64url');
    const flags = attestation.indexOf(createHash('sha256').update('localhost').digest()) + 32;
    expect(attestation[flags]! & 0x04).toBe(0x04);
    attestation[flags] = attestation[flags]! & ~0x04;
    answer.response.attestationObject = attestation.toString('base64url');
    const r = await m.b.post('/api/auth/passkeys', { name: 'Presence only', response: answer });
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/could not be verified/);
    expect((await m.b.get('/api/auth/sign-in-methods')).json.passkeys).toEqual([]);
  });

  it('asks for the PIN again to switch PIN sign-in, either way; a wrong one changes nothing', async () => {
    const m = await member();
    await addPasskey(m, new SoftwareAuthenticator(ORIGIN));
    const wrongOff = await m.b.put('/api/auth/pin-sign-in', { enabled: false, pin: '000000' });
    expect(wrongOff.status).toBe(403);
    expect(wrongOff.json.message).toBe('That PIN is not right.');
    expect((await m.b.put('/api/auth/pin-sign-in', { enabled: false })).status).toBe(400);
    expect((await m.b.get('/api/auth/sign-in-methods')).json.pinSignIn).toBe(true);
    expect((await browserAt().post('/api/auth/login', { username: m.email, pin: m.pin })).status).toBe(200);

    expect((await m.b.put('/api/auth/pin-sign-in', { enabled: false, pin: m.pin })).status).toBe(200);
    let wrongOn!: Awaited<ReturnType<Browser['put']>>;
    const lines = await securityLines(async () => {
      wrongOn = await m.b.put('/api/auth/pin-sign-in', { enabled: true, pin: '000000' });
    });
    expect(wrongOn.status).toBe(403);
    expect(lines.map((l) => l.event)).toEqual(['pin.recheck.failure', 'access.denied']);
    expect(lines[0]).toMatchObject({ userId: m.id, action: 'pin-sign-in', outcome: 'wrong-pin' });
    expect((await m.b.get('/api/auth/sign-in-methods')).json.pinSignIn).toBe(false);
  });

  it('limits switching PIN sign-in and removing passkeys per member, whatever the address', async () => {
    const m = await member();
    const PER_HOUR = 30;
    for (let i = 0; i < PER_HOUR; i++) {
      expect((await m.b.put('/api/auth/pin-sign-in', { enabled: true, pin: m.pin })).status).toBe(200);
    }
    const refused = await m.b.request(
      'PUT',
      '/api/auth/pin-sign-in',
      { enabled: true, pin: m.pin },
      { 'x-forwarded-for': '203.0.113.77' },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json.message).toMatch(/PIN sign-in too often/);

    const unknown = '/api/auth/passkeys/00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < PER_HOUR; i++) expect((await m.b.request('DELETE', unknown)).status).toBe(404);
    const removals = await m.b.request('DELETE', unknown, undefined, { 'x-forwarded-for': '203.0.113.78' });
    expect(removals.status).toBe(429);
    expect(removals.json.message).toMatch(/removed passkeys too often/);

    // Another member is not held back.
    const other = await member();
    expect((await other.b.put('/api/auth/pin-sign-in', { enabled: true, pin: other.pin })).status).toBe(200);
    expect((await other.b.request('DELETE', unknown)).status).toBe(404);
  });

  it('limits the ceremonies per client address', async () => {
    const b = browserAt();
    for (let i = 0; i < CEREMONIES_PER_MINUTE; i++) {
      expect((await b.post('/api/auth/passkey-login/options')).status).toBe(200);
    }
    const refused = await b.post('/api/auth/passkey-login/options');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await browserAt().post('/api/auth/passkey-login/options')).status).toBe(200);
  });

  it("lists the member's linked work accounts beside the passkeys", async () => {
    const m = await member();
    const links = ctx.api.app.get(SsoLinksRepository);
    await links.create(m.id, { issuer: 'https://sso.example', subject: m.id, email: m.email });
    const methods = (await m.b.get('/api/auth/sign-in-methods')).json;
    expect(methods.ssoLinks).toEqual([
      { issuer: 'https://sso.example', email: m.email, linkedAt: expect.any(String), lastUsedAt: expect.any(String) },
    ]);
  });

  it('needs a session for everything but signing in', async () => {
    const visitor = browserAt();
    expect((await visitor.get('/api/auth/sign-in-methods')).status).toBe(401);
    expect((await visitor.post('/api/auth/passkeys/registration-options', { pin: '123456' })).status).toBe(401);
    expect((await visitor.put('/api/auth/pin-sign-in', { enabled: false, pin: '123456' })).status).toBe(401);
  });
});
