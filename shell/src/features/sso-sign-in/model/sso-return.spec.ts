import { SSO_ERRORS } from '@chairside/contracts/web';
import { ssoReturn } from './sso-return';

describe('ssoReturn', () => {
  it('reads the pending link step', () => {
    expect(ssoReturn('?sso=link')).toEqual({ kind: 'link' });
  });

  it("gives each refusal the contract's text", () => {
    for (const [code, message] of Object.entries(SSO_ERRORS))
      expect(ssoReturn(`?sso_error=${code}`)).toEqual({ kind: 'error', message });
  });

  it('says single sign-on failed for a code it does not know, and nothing without one', () => {
    expect(ssoReturn('?sso_error=toString')).toEqual({ kind: 'error', message: SSO_ERRORS.failed });
    expect(ssoReturn('?next=/community')).toBeNull();
    expect(ssoReturn('')).toBeNull();
  });
});
