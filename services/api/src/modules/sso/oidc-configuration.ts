import * as client from 'openid-client';
import type { AppConfig, SsoConfig } from '../../config/app-config';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The provider's metadata, discovered at the first sign-in rather than at start-up: the API starts
 * (and answers everything else) while the dental group's provider is away. A failed discovery is
 * forgotten, so the next sign-in tries again.
 */
export class OidcConfiguration {
  private discovered: Promise<client.Configuration> | null = null;

  constructor(
    private readonly sso: SsoConfig,
    private readonly env: AppConfig['env'],
  ) {}

  get(): Promise<client.Configuration> {
    this.discovered ??= this.discover().catch((e: unknown) => {
      this.discovered = null;
      throw e;
    });
    return this.discovered;
  }

  /**
   * Until discovery, a configuration that names the issuer only: openid-client's strategy wants one
   * when it is made, and it is replaced before any request uses it.
   */
  placeholder(): client.Configuration {
    return new client.Configuration({ issuer: this.sso.issuer }, this.sso.clientId, this.sso.clientSecret);
  }

  private discover(): Promise<client.Configuration> {
    const issuer = new URL(this.sso.issuer);
    // Plain http only for a provider on this machine outside production (the tests' provider).
    const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname) && this.env !== 'production';
    return client.discovery(
      issuer,
      this.sso.clientId,
      this.sso.clientSecret,
      undefined,
      insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    );
  }
}
