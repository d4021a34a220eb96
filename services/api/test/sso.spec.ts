// The provider's types are an ambient declaration beside the browser tests' fake: nothing to import.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../../tools/fakes/oidc-provider-types.d.ts" />
import { API_PATHS } from '@chairside/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Provider as OidcProvider } from 'oidc-provider';
import { Client } from 'pg';
import {
  Browser,
  createTestDatabase,
  newUser,
  securityLines,
  signedInBrowser,
  startApi,
  type RunningApi,
} from './harness';
import { SoftwareAuthenticator } from './software-authenticator';

// Single sign-on against a real OpenID provider (oidc-provider) running in this process on loopback:
// discovery, authorisation code with PKCE, state and nonce, signed ID tokens, all over the real
// protocol. The provider's login and consent are answered at once for whichever account the test
// names; everything else is the browser's navigation, followed redirect by redirect.

const PUBLIC_ORIGIN = 'http://chairside.test';
const CLIENT = { id: 'chairside', secret: 'a-client-secret-for-tests-only' };
const GROUP = 'Bright Smiles Dental';

/** The work accounts the provider knows, by subject. */
const ACCOUNTS: Record<string, { email: string; email_verified?: boolean; xms_edov?: boolean; name: string }> = {};
let nextAccount = '';

let provider: OidcProvider;
let providerServer: Server;
let issuer: string;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let api: RunningApi;
let pg: Client;

beforeAll(async () => {
  // ESM only: loaded (and transformed by jest) here.
  const { default: Provider } = await import('oidc-provider');
  providerServer = createServer();
  await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [`${PUBLIC_ORIGIN}${API_PATHS.ssoCallback}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified', 'xms_edov'], profile: ['name'] },
    // The e-mail claims in the ID token itself, as Google and Entra ID put them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['cookie-key-for-tests-only'] },
    findAccount: async (_ctx, sub) => {
      const account = ACCOUNTS[sub];
      return account ? { accountId: sub, claims: async () => ({ sub, ...account }) } : undefined;
    },
  });
  const handle = provider.callback();
  providerServer.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    void interact(req, res).catch((e: Error) => {
      res.statusCode = 500;
      res.end(e.message);
    });
  });

  db = await createTestDatabase();
  api = await startApi(db.url, {
    PUBLIC_ORIGIN,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: CLIENT.id,
    OIDC_CLIENT_SECRET: CLIENT.secret,
    OIDC_ALLOWED_DOMAINS: 'clinic.example, branch.clinic.example',
    OIDC_GROUP_NAME: GROUP,
    SECURITY_LOG: 'on',
  });
  pg = new Client({ connectionString: db.url });
  await pg.connect();
});

afterAll(async () => {
  await pg?.end();
  await api?.close();
  await db?.drop();
  await new Promise((resolve) => providerServer?.close(resolve));
});

/** The provider's login and consent screens, answered for `nextAccount` (provider.interactionDetails). */
async function interact(
  req: Parameters<OidcProvider['interactionDetails']>[0],
  res: Parameters<OidcProvider['interactionDetails']>[1],
) {
  const { prompt, params, session } = await provider.interactionDetails(req, res);
  if (prompt.name === 'login') {
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: nextAccount } },
      { mergeWithLastSubmission: false },
    );
  }
  const grant = new provider.Grant({ accountId: session!.accountId, clientId: String(params.client_id) });
  grant.addOIDCScope(String(params.scope));
  return provider.interactionFinished(
    req,
    res,
    { consent: { grantId: await grant.save() } },
    { mergeWithLastSubmission: true },
  );
}

/**
 * A browser's navigation: one cookie jar per origin (host and port, which is enough here), redirects
 * followed by hand. The app's public origin (the gateway's) is reached at the API's address.
 */
class Navigator {
  private readonly jars = new Map<string, Map<string, string>>();

  async go(url: string, init: { method?: string; body?: string } = {}): Promise<Response> {
    const target = new URL(url.startsWith(PUBLIC_ORIGIN) ? api.base + url.slice(PUBLIC_ORIGIN.length) : url);
    const jar = this.jar(target.origin);
    const res = await fetch(target, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const name = pair!.slice(0, pair!.indexOf('='));
      const value = pair!.slice(pair!.indexOf('=') + 1);
      const gone = !value || attrs.some((a) => /max-age=0\b|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (gone) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }

  /** Follows redirects until the app answers something that is not a redirect to the provider. */
  async follow(url: string, tamper?: (location: URL) => void): Promise<{ landed: string; callback: string | null }> {
    let res = await this.go(url);
    let callback: string | null = null;
    for (let hops = 0; hops < 20 && res.status >= 300 && res.status < 400; hops++) {
      const location = new URL(res.headers.get('location')!, res.url);
      if (location.origin === issuer && location.pathname === '/auth' && tamper) tamper(location);
      if (location.href.startsWith(`${PUBLIC_ORIGIN}${API_PATHS.ssoCallback}`)) callback = location.href;
      // The app's own pages (/dashboard, /login?...) are where the browser lands.
      if (location.origin === PUBLIC_ORIGIN && !location.pathname.startsWith('/api/')) {
        return { landed: location.pathname + location.search, callback };
      }
      if (location.origin !== issuer && location.origin !== PUBLIC_ORIGIN) {
        // A relative redirect from the API: its path on the app's origin.
        return { landed: res.headers.get('location')!, callback };
      }
      res = await this.go(location.href);
    }
    throw new Error(`no landing: ${res.status} ${await res.text()}`);
  }

  /** "Sign in with <group>": from the start route to where the browser lands. */
  signIn(sub: string, tamper?: (authorizationUrl: URL) => void) {
    nextAccount = sub;
    return this.follow(`${api.base}${API_PATHS.ssoStart}`, tamper);
  }

  async json(path: string, init: { method?: string; body?: unknown } = {}) {
    const res = await this.go(api.base + path, {
      method: init.method,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined };
  }

  private jar(origin: string): Map<string, string> {
    const key = origin === PUBLIC_ORIGIN ? new URL(api.base).origin : origin;
    let jar = this.jars.get(key);
    if (!jar) this.jars.set(key, (jar = new Map()));
    return jar;
  }
}

let serial = 0;
function workAccount(email: string, verified = true, name = 'Dana Molar'): string {
  const sub = `work-${++serial}-${Date.now().toString(36)}`;
  ACCOUNTS[sub] = { email, email_verified: verified, name };
  return sub;
}

const uniqueEmail = (domain = 'clinic.example') => `${newUser().email.split('@')[0]}@${domain}`;

const linksOf = async (email: string) =>
  (
    await pg.query(
      `SELECT l.issuer, l.subject, l.email FROM sso_links l JOIN users u ON u.id = l.user_id WHERE u.email = $1`,
      [email],
    )
  ).rows;

describe('single sign-on (OpenID Connect)', () => {
  it('offers the group on the sign-in screen', async () => {
    const b = new Navigator();
    expect((await b.json(API_PATHS.signInOptions)).json).toMatchObject({ sso: { name: GROUP } });
  });

  it('creates a new member at the first sign-in and signs them in', async () => {
    const email = uniqueEmail();
    const sub = workAccount(email.toUpperCase(), true, 'Dana Molar');
    const b = new Navigator();
    let outcome!: Awaited<ReturnType<Navigator['signIn']>>;
    let request!: URLSearchParams;
    const lines = await securityLines(async () => {
      outcome = await b.signIn(sub, (auth) => (request = new URLSearchParams(auth.searchParams)));
    });
    expect(outcome.landed).toBe('/dashboard');
    // Authorisation code with PKCE, a state and a nonce, back to the public origin's callback.
    expect(Object.fromEntries(request)).toMatchObject({
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      redirect_uri: `${PUBLIC_ORIGIN}${API_PATHS.ssoCallback}`,
    });
    expect([request.get('code_challenge'), request.get('state'), request.get('nonce')]).toEqual([
      expect.stringMatching(/^[\w-]{43}$/),
      expect.stringMatching(/^[\w-]{43}$/),
      expect.stringMatching(/^[\w-]{43}$/),
    ]);
    const me = await b.json(API_PATHS.currentUser);
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email, firstName: 'Dana', lastName: 'Molar' });
    expect(await linksOf(email)).toEqual([{ issuer, subject: sub, email }]);
    // Nobody knows the member's PIN: signing in with one is off until they set one.
    const { rows } = await pg.query('SELECT pin_sign_in FROM users WHERE email = $1', [email]);
    expect(rows[0].pin_sign_in).toBe(false);
    expect(lines.find((l) => l.event === 'sso.signin')).toMatchObject({ outcome: 'member-created' });
    expect(lines.find((l) => l.event === 'login.success')).toMatchObject({ method: 'sso' });
    // Nothing from the provider's answer is logged.
    expect(JSON.stringify(lines)).not.toMatch(/code|state|nonce|eyJ/);

    // The next sign-in goes straight in, through the same link.
    const again = new Navigator();
    expect((await again.signIn(sub)).landed).toBe('/dashboard');
    expect((await again.json(API_PATHS.currentUser)).json.email).toBe(email);
  });

  it('links to an existing member once their PIN is given, then signs straight in', async () => {
    const member = newUser('Morgan Enamel');
    member.email = uniqueEmail('branch.clinic.example');
    await signedInBrowser(api.base, member);
    const sub = workAccount(member.email);

    const b = new Navigator();
    expect((await b.signIn(sub)).landed).toBe('/login?sso=link');
    // Not signed in yet, and not linked.
    expect((await b.json(API_PATHS.currentUser)).status).toBe(401);
    expect(await linksOf(member.email)).toEqual([]);
    expect((await b.json(API_PATHS.pendingSsoLink)).json).toEqual({ email: member.email, groupName: GROUP });

    const wrong = await b.json(API_PATHS.linkSso, { method: 'POST', body: { pin: '000000' } });
    expect(wrong.status).toBe(403);
    // Another browser (no pending-link cookie) has nothing to link.
    expect((await new Navigator().json(API_PATHS.linkSso, { method: 'POST', body: { pin: member.pin } })).status).toBe(
      404,
    );

    let linked!: { status: number; json: { user: { email: string } } };
    const lines = await securityLines(async () => {
      linked = await b.json(API_PATHS.linkSso, { method: 'POST', body: { pin: member.pin } });
    });
    expect(linked.status).toBe(200);
    expect(linked.json.user.email).toBe(member.email);
    expect((await b.json(API_PATHS.currentUser)).json.email).toBe(member.email);
    expect(await linksOf(member.email)).toEqual([{ issuer, subject: sub, email: member.email }]);
    expect(lines.find((l) => l.event === 'sso.linked')).toMatchObject({ outcome: 'linked' });
    expect(lines.find((l) => l.event === 'login.success')).toMatchObject({ method: 'sso-link' });
    // The pending link was single-use.
    expect((await b.json(API_PATHS.pendingSsoLink)).status).toBe(404);
    expect((await b.json(API_PATHS.linkSso, { method: 'POST', body: { pin: member.pin } })).status).toBe(404);
    // The member's PIN sign-in is untouched.
    expect(
      (await new Browser(api.base).post(API_PATHS.login, { username: member.email, pin: member.pin })).status,
    ).toBe(200);

    // Next time: straight in, no PIN.
    const next = new Navigator();
    expect((await next.signIn(sub)).landed).toBe('/dashboard');
    expect((await next.json(API_PATHS.currentUser)).json.email).toBe(member.email);
    const { rows } = await pg.query(
      "SELECT last_used_at FROM sso_links WHERE subject = $1 AND last_used_at > now() - interval '1 minute'",
      [sub],
    );
    expect(rows).toHaveLength(1);
  });

  it("links with the member's passkey instead of the PIN; another member's passkey links nothing", async () => {
    const member = newUser('Jordan Pulp');
    member.email = uniqueEmail();
    const own = await signedInBrowser(api.base, member);
    const auth = new SoftwareAuthenticator(PUBLIC_ORIGIN);
    // Adding a passkey asks for the member's PIN again.
    const options = await own.post(API_PATHS.passkeyRegistrationOptions, { pin: member.pin });
    expect(
      (await own.post(API_PATHS.registerPasskey, { name: 'Phone', response: auth.create(options.json) })).status,
    ).toBe(201);
    const otherMember = newUser('Sam Other');
    const other = await signedInBrowser(api.base, otherMember);
    const otherAuth = new SoftwareAuthenticator(PUBLIC_ORIGIN);
    const otherOptions = await other.post(API_PATHS.passkeyRegistrationOptions, { pin: otherMember.pin });
    expect(
      (await other.post(API_PATHS.registerPasskey, { name: 'Laptop', response: otherAuth.create(otherOptions.json) }))
        .status,
    ).toBe(201);
    const sub = workAccount(member.email);

    const b = new Navigator();
    expect((await b.signIn(sub)).landed).toBe('/login?sso=link');
    const passkeySignIn = async (with_: SoftwareAuthenticator) => {
      const challenge = await b.json(API_PATHS.passkeyLoginOptions, { method: 'POST' });
      return b.json(API_PATHS.passkeyLogin, { method: 'POST', body: { response: with_.get(challenge.json) } });
    };

    // Someone else's passkey on this browser signs its own member in; the work account stays unlinked.
    expect((await passkeySignIn(otherAuth)).status).toBe(200);
    expect(await linksOf(member.email)).toEqual([]);
    expect((await b.json(API_PATHS.pendingSsoLink)).status).toBe(200);

    let r!: { status: number };
    const lines = await securityLines(async () => {
      r = await passkeySignIn(auth);
    });
    expect(r.status).toBe(200);
    expect((await b.json(API_PATHS.currentUser)).json.email).toBe(member.email);
    expect(await linksOf(member.email)).toEqual([{ issuer, subject: sub, email: member.email }]);
    expect(lines.find((l) => l.event === 'sso.linked')).toMatchObject({ outcome: 'linked', method: 'passkey' });
    expect((await b.json(API_PATHS.pendingSsoLink)).status).toBe(404);
    expect((await new Navigator().signIn(sub)).landed).toBe('/dashboard');
  });

  it('does not link with the PIN of a member who turned PIN sign-in off', async () => {
    const member = newUser('Quinn Guarded');
    member.email = uniqueEmail();
    await signedInBrowser(api.base, member);
    await pg.query('UPDATE users SET pin_sign_in = false WHERE email = $1', [member.email]);
    const b = new Navigator();
    expect((await b.signIn(workAccount(member.email))).landed).toBe('/login?sso=link');
    const r = await b.json(API_PATHS.linkSso, { method: 'POST', body: { pin: member.pin } });
    expect([r.status, r.json.message]).toEqual([
      403,
      'PIN sign-in is turned off for this account. Link it with your passkey.',
    ]);
    expect((await b.json(API_PATHS.currentUser)).status).toBe(401);
    expect(await linksOf(member.email)).toEqual([]);
    // Still waiting, for the member's passkey.
    expect((await b.json(API_PATHS.pendingSsoLink)).status).toBe(200);
  });

  it("takes Microsoft Entra ID's domain-owner claim (xms_edov) as a verified address", async () => {
    const email = uniqueEmail();
    const sub = `entra-${++serial}`;
    ACCOUNTS[sub] = { email, xms_edov: true, name: 'Ari Entra' };
    const b = new Navigator();
    expect((await b.signIn(sub)).landed).toBe('/dashboard');
    expect((await b.json(API_PATHS.currentUser)).json.email).toBe(email);
    // Neither claim: refused as unverified.
    const unsure = `entra-${++serial}`;
    ACCOUNTS[unsure] = { email: uniqueEmail(), name: 'Ari Unsure' };
    expect((await new Navigator().signIn(unsure)).landed).toBe('/login?sso_error=unverified');
  });

  it('keeps its state under an id of its own: a planted flow cookie names nothing', async () => {
    const planted = 'p'.repeat(43);
    const res = await fetch(api.base + API_PATHS.ssoStart, {
      redirect: 'manual',
      headers: { cookie: `chairside.flow=${planted}` },
    });
    expect(res.status).toBe(302);
    const flow = res.headers.getSetCookie().find((c) => c.startsWith('chairside.flow='));
    expect(flow).toMatch(/^chairside\.flow=[\w-]{43}; Path=\/api\/auth; Max-Age=300; HttpOnly; SameSite=Lax$/);
    expect(flow).not.toContain(planted);
  });

  it('refuses an address outside the allowed domains', async () => {
    const email = uniqueEmail('gmail.example');
    const b = new Navigator();
    let outcome!: Awaited<ReturnType<Navigator['signIn']>>;
    const lines = await securityLines(async () => {
      outcome = await b.signIn(workAccount(email));
    });
    expect(outcome.landed).toBe('/login?sso_error=domain');
    expect((await b.json(API_PATHS.currentUser)).status).toBe(401);
    expect((await pg.query('SELECT 1 FROM users WHERE email = $1', [email])).rows).toHaveLength(0);
    expect(lines.find((l) => l.event === 'sso.refused')).toMatchObject({
      outcome: 'domain',
      reason: 'domain-not-allowed',
    });
  });

  it('never lets an unverified address take over an account', async () => {
    const member = newUser('Casey Crown');
    member.email = uniqueEmail();
    await signedInBrowser(api.base, member);
    const b = new Navigator();
    expect((await b.signIn(workAccount(member.email, false))).landed).toBe('/login?sso_error=unverified');
    expect((await b.json(API_PATHS.currentUser)).status).toBe(401);
    expect((await b.json(API_PATHS.pendingSsoLink)).status).toBe(404);
    expect(await linksOf(member.email)).toEqual([]);
  });

  it('refuses a replayed state: the callback works once', async () => {
    const email = uniqueEmail();
    const b = new Navigator();
    const first = await b.signIn(workAccount(email));
    expect(first.landed).toBe('/dashboard');
    expect(first.callback).toContain('state=');

    // The same answer again, in the same browser and in another one.
    let replays!: string[];
    const lines = await securityLines(async () => {
      replays = [(await b.follow(first.callback!)).landed, (await new Navigator().follow(first.callback!)).landed];
    });
    expect(replays).toEqual(['/login?sso_error=expired', '/login?sso_error=expired']);
    expect(lines.filter((l) => l.event === 'sso.refused').map((l) => l.reason)).toEqual([
      'no-flow-state',
      'no-flow-state',
    ]);
    expect(lines.some((l) => l.event === 'login.success')).toBe(false);
  });

  it('refuses an answer whose state is not the one this browser sent', async () => {
    const b = new Navigator();
    nextAccount = workAccount(uniqueEmail());
    // Stop at the provider's answer and change its state.
    const start = await b.go(`${api.base}${API_PATHS.ssoStart}`);
    let res = await b.go(start.headers.get('location')!);
    while (!res.headers.get('location')!.startsWith(PUBLIC_ORIGIN)) {
      res = await b.go(new URL(res.headers.get('location')!, res.url).href);
    }
    const answer = new URL(res.headers.get('location')!);
    answer.searchParams.set('state', 'not-the-state-that-was-sent');
    let landed!: string;
    const lines = await securityLines(async () => {
      landed = (await b.follow(answer.href)).landed;
    });
    expect(landed).toBe('/login?sso_error=failed');
    expect(lines.find((l) => l.event === 'sso.refused')).toMatchObject({ reason: 'state-mismatch' });
    expect((await b.json(API_PATHS.currentUser)).status).toBe(401);
  });

  it('refuses an ID token issued for another nonce', async () => {
    const email = uniqueEmail();
    const b = new Navigator();
    let outcome!: Awaited<ReturnType<Navigator['signIn']>>;
    // The authorisation request reaches the provider with a nonce this browser's flow never made (an
    // injected request): the provider signs an ID token carrying that nonce.
    const lines = await securityLines(async () => {
      outcome = await b.signIn(workAccount(email), (auth) => auth.searchParams.set('nonce', 'a-nonce-from-elsewhere'));
    });
    expect(outcome.landed).toBe('/login?sso_error=failed');
    expect(lines.find((l) => l.event === 'sso.refused')).toMatchObject({ outcome: 'failed', reason: 'nonce-mismatch' });
    expect((await b.json(API_PATHS.currentUser)).status).toBe(401);
    expect((await pg.query('SELECT 1 FROM users WHERE email = $1', [email])).rows).toHaveLength(0);
  });

  it('limits single sign-on steps per client address', async () => {
    const limit = api.config.signInLimits.ssoSignInsPerAddressPerMinute;
    const b = new Browser(api.base, '10.99.0.7');
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) statuses.push((await b.get(API_PATHS.pendingSsoLink)).status);
    expect(statuses.slice(0, limit).every((s) => s === 404)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });
});

describe('single sign-on, not configured', () => {
  let plain: RunningApi;
  beforeAll(async () => {
    plain = await startApi(db.url);
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('is not offered, and its routes answer 404', async () => {
    const b = new Browser(plain.base);
    expect((await b.get(API_PATHS.signInOptions)).json).toMatchObject({ sso: null });
    expect((await b.get(API_PATHS.ssoStart)).status).toBe(404);
    expect((await b.get(`${API_PATHS.ssoCallback}?code=x&state=y`)).status).toBe(404);
    expect((await b.get(API_PATHS.pendingSsoLink)).status).toBe(404);
    expect((await b.post(API_PATHS.linkSso, { pin: '123456' })).status).toBe(404);
  });
});
