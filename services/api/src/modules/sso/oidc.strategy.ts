import { API_PATHS } from '@chairside/contracts';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import * as client from 'openid-client';
import { Strategy, type AuthenticateOptions } from 'openid-client/passport';
import type { StrategyCreated, StrategyCreatedStatic } from 'passport';
import type { AppConfig } from '../../config/app-config';
import type { OidcConfiguration } from './oidc-configuration';
import type { SsoOutcome, SsoSignInService } from './sso-sign-in.service';

/**
 * openid-client types the request as Express's; PassportGuard passes Fastify's, with the sign-in flow
 * as `session`. Only `method`, `url` and `ip` are read here, which both have.
 */
type OidcRequest = Request;

/** What Passport adds to a strategy for one request. */
interface Actions {
  success(outcome: SsoOutcome): void;
  fail(challenge?: unknown): void;
  error(err: unknown): void;
}

/** openid-client keeps state, nonce and the PKCE verifier under this key of the flow. */
const FLOW_KEY = 'oidc';

/**
 * Authorisation code with PKCE through openid-client's Passport strategy. Besides PKCE (which alone
 * would make openid-client send no state), every request carries a `state` and a `nonce`: the state
 * ties the answer to this browser's flow, the nonce ties the ID token to this request. Both live in
 * the flow record, which openid-client empties as it reads it, so a replayed answer finds nothing.
 *
 * Whatever goes wrong becomes an outcome rather than a Passport failure, because the callback is a
 * browser navigation: the member lands on the sign-in screen with a reason, never on a JSON error.
 */
export class OidcStrategy extends PassportStrategy(Strategy, 'oidc') {
  constructor(
    private readonly oidc: OidcConfiguration,
    private readonly config: AppConfig,
    private readonly signIns: SsoSignInService,
  ) {
    super({
      config: oidc.placeholder(),
      sessionKey: FLOW_KEY,
      scope: 'openid email profile',
      callbackURL: `${config.publicOrigin}${API_PATHS.ssoCallback}`,
      passReqToCallback: true,
    });
  }

  /** The ID token's claims decide (SsoSignInService.signIn); the tokens themselves go no further. */
  validate(req: OidcRequest, tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers) {
    const claims = tokens.claims();
    const address = req.ip ?? 'unknown';
    if (!claims) return this.signIns.refuse('failed', 'no-id-token', address);
    return this.signIns.signIn(claims, address);
  }

  /** Behind the gateway the public origin is configured; the Host header is not trusted. */
  override currentUrl(req: OidcRequest): URL {
    return new URL(`${this.config.publicOrigin}${req.url}`);
  }

  /** Only the start route sends the browser to the provider; anything reaching the callback is an answer. */
  override shouldInitiateAuthRequest<T extends AuthenticateOptions>(
    req: OidcRequest,
    currentUrl: URL,
    _options: T,
  ): boolean {
    return req.method === 'GET' && currentUrl.pathname === API_PATHS.ssoStart;
  }

  override authorizationRequestParams<T extends AuthenticateOptions>(req: OidcRequest, options: T): URLSearchParams {
    const params = new URLSearchParams(super.authorizationRequestParams(req, options));
    params.set('state', client.randomState());
    params.set('nonce', client.randomNonce());
    return params;
  }

  override authenticate<T extends AuthenticateOptions>(
    this: StrategyCreated<Strategy, Strategy & StrategyCreatedStatic>,
    req: OidcRequest,
    options: T,
  ): void {
    // Passport calls this on its per-request copy of the strategy, with success, fail and error added.
    const self = this as unknown as OidcStrategy & Actions;
    const address = req.ip ?? 'unknown';
    self.fail = (challenge?: unknown) => {
      const denied = !/request state/.test(messageOf(challenge));
      self.success(
        denied
          ? self.signIns.refuse('failed', 'provider-denied', address)
          : self.signIns.refuse('expired', 'no-flow-state', address),
      );
    };
    self.error = (err: unknown) => self.success(self.signIns.refuse('failed', reasonOf(err), address));
    self.oidc
      .get()
      .then((configuration) => {
        // The discovered metadata, on this request's copy (openid-client reads it as `_config`).
        (self as unknown as { _config: client.Configuration })._config = configuration;
        super.authenticate(req, options);
      })
      .catch((err: unknown) => self.error(err));
  }
}

function messageOf(x: unknown): string {
  if (x instanceof Error) return x.message;
  if (x && typeof x === 'object' && 'message' in x) return String(x.message);
  return String(x ?? '');
}

/**
 * A short reason for the security log: which check failed, never the values that failed it (an
 * openid-client error's cause carries the token's claims). openid-client wraps oauth4webapi's error,
 * whose message names the parameter or claim.
 */
function reasonOf(err: unknown): string {
  const inner = (err as { cause?: unknown } | null)?.cause;
  const messages = `${messageOf(err)} ${inner && typeof inner === 'object' ? messageOf(inner) : ''}`;
  if (/"nonce"/.test(messages)) return 'nonce-mismatch';
  if (/"state"/.test(messages)) return 'state-mismatch';
  if (/invalid_grant|code_verifier/.test(messages)) return 'code-refused';
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code.toLowerCase() : 'error';
}
