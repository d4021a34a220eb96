import { createServer } from 'node:http';
import Provider from 'oidc-provider';

/** The dental group the browser tests' stack signs in with, and its OpenID client. */
export const E2E_SSO = {
  clientId: 'chairside-e2e',
  clientSecret: 'e2e-client-secret-not-a-real-one',
  groupName: 'Bright Smiles Dental',
  allowedDomains: 'clinic.example',
};

/**
 * A real OpenID provider (oidc-provider) for the browser tests, on plain-http loopback. Its login and
 * consent screens are answered at once for the account the test named last: the tests, in another
 * process, POST /__test/next-account {email, emailVerified, name} before clicking "Sign in with ...".
 * Everything else (discovery, authorisation code with PKCE, signed ID tokens) is the real protocol.
 */
export async function startOidcProvider(/** @type {{ redirectUri: string }} */ { redirectUri }) {
  /** @type {Map<string, { email: string; email_verified: boolean; name: string }>} */
  const accounts = new Map();
  /** @type {string | null} */
  let next = null;
  let serial = 0;
  const server = createServer();
  await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
  const issuer = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: E2E_SSO.clientId,
        client_secret: E2E_SSO.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The e-mail claims in the ID token itself, as Google and Entra ID put them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['e2e-cookie-key-not-a-real-one'] },
    findAccount: async (/** @type {unknown} */ _ctx, /** @type {string} */ sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: async () => ({ sub, ...account }) } : undefined;
    },
  });
  const handle = provider.callback();

  /** @typedef {import('node:http').IncomingMessage} Req */
  /** @typedef {import('node:http').ServerResponse} Res */

  /** @param {Req} req @param {Res} res */
  async function interact(req, res) {
    const { prompt, params, session } = await provider.interactionDetails(req, res);
    if (prompt.name === 'login') {
      if (!next) throw new Error('no account named: POST /__test/next-account first');
      return provider.interactionFinished(req, res, { login: { accountId: next } }, { mergeWithLastSubmission: false });
    }
    const grant = new provider.Grant({ accountId: String(session?.accountId), clientId: String(params.client_id) });
    grant.addOIDCScope(String(params.scope));
    return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } });
  }

  /** @param {Req} req @param {Res} res */
  async function nameAccount(req, res) {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const { email, emailVerified = true, name = 'Dana Molar' } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    // One work account per address: the same subject each time it signs in.
    const known = [...accounts].find(([, a]) => a.email === email)?.[0];
    const sub = known ?? `e2e-${++serial}`;
    accounts.set(sub, { email, email_verified: emailVerified, name });
    next = sub;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ sub }));
  }

  server.on('request', (req, res) => {
    const answer = (/** @type {(req: Req, res: Res) => Promise<void>} */ work) =>
      work(req, res).catch((/** @type {unknown} */ e) => {
        res.statusCode = 500;
        res.end(e instanceof Error ? e.message : String(e));
      });
    if (req.method === 'POST' && req.url === '/__test/next-account') return void answer(nameAccount);
    if (req.url?.startsWith('/interaction/')) return void answer(interact);
    return handle(req, res);
  });
  return {
    issuer,
    /** POST <controlUrl>/next-account: the account the next sign-in is for. */
    controlUrl: `${issuer}/__test`,
    close: () => new Promise((r) => server.close(() => r(undefined))),
  };
}
