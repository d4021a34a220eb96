import { loadConfig } from './app-config';

const base = { NODE_ENV: 'test' as const };
const sso = {
  OIDC_ISSUER: 'https://login.example.com/tenant/v2.0',
  OIDC_CLIENT_ID: 'chairside',
  OIDC_CLIENT_SECRET: 'client-secret-value',
  OIDC_ALLOWED_DOMAINS: ' Clinic.Example , branch.example ,',
};

describe('sign-in settings', () => {
  it('binds passkeys to the public origin: its host is the relying party unless one is named', () => {
    const c = loadConfig({ ...base, PUBLIC_ORIGIN: 'https://app.clinic.example/some/path' });
    expect(c.publicOrigin).toBe('https://app.clinic.example');
    expect(c.webauthn).toEqual({ rpId: 'app.clinic.example', rpName: 'Chairside' });
    expect(loadConfig({ ...base, WEBAUTHN_RP_ID: 'clinic.example' }).webauthn.rpId).toBe('clinic.example');
  });

  it('turns single sign-on on with all four settings, domains trimmed and lower-cased', () => {
    expect(loadConfig({ ...base, ...sso, OIDC_GROUP_NAME: 'Bright Smiles Group' }).sso).toEqual({
      issuer: 'https://login.example.com/tenant/v2.0',
      clientId: 'chairside',
      clientSecret: 'client-secret-value',
      allowedDomains: ['clinic.example', 'branch.example'],
      groupName: 'Bright Smiles Group',
    });
  });

  it('leaves it off when none is set, empty values included (compose passes them empty)', () => {
    expect(loadConfig(base).sso).toBeNull();
    const empty = {
      OIDC_ISSUER: '',
      OIDC_CLIENT_ID: '',
      OIDC_CLIENT_SECRET: '',
      OIDC_ALLOWED_DOMAINS: '',
      SMTP_URL: '',
    };
    const c = loadConfig({ ...base, ...empty });
    expect([c.sso, c.smtpUrl]).toEqual([null, null]);
  });

  it('refuses half a provider, naming the four settings', () => {
    expect(() => loadConfig({ ...base, OIDC_ISSUER: sso.OIDC_ISSUER })).toThrow(/OIDC_ALLOWED_DOMAINS: set all four/);
    expect(() => loadConfig({ ...base, ...sso, OIDC_ALLOWED_DOMAINS: ' , ' })).toThrow(/name a domain/);
  });
});
