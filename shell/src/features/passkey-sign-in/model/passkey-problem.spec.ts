import { passkeySignInProblem } from './passkey-problem';

const named = (name: string) => Object.assign(new Error('x'), { name });

describe('passkeySignInProblem', () => {
  it('says a cancelled prompt and a missing passkey alike (the browser does not tell them apart)', () => {
    expect(passkeySignInProblem(named('NotAllowedError'))).toMatch(/cancelled, or this device has no passkey/);
    expect(passkeySignInProblem(named('AbortError'))).toMatch(/cancelled/);
  });

  it('names a wrong address and a browser without passkeys', () => {
    expect(passkeySignInProblem(named('SecurityError'))).toMatch(/usual address/);
    expect(passkeySignInProblem(named('NotSupportedError'))).toMatch(/cannot use passkeys/);
  });

  it('falls back to a general message', () => {
    expect(passkeySignInProblem('odd')).toMatch(/did not work/);
  });
});
