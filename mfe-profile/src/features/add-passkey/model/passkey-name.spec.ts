import { passkeyCreationProblem, passkeyNameProblem } from './passkey-name';

const named = (name: string, code?: string) => Object.assign(new Error('x'), { name, code });

describe('passkeyNameProblem', () => {
  it('asks for a name of at most 60 characters', () => {
    expect(passkeyNameProblem('   ')).toMatch(/Name your passkey/);
    expect(passkeyNameProblem('x'.repeat(61))).toMatch(/At most 60/);
    expect(passkeyNameProblem(' Work laptop ')).toBeNull();
  });
});

describe('passkeyCreationProblem', () => {
  it('tells a cancelled prompt, a device that has one already and a browser without passkeys apart', () => {
    expect(passkeyCreationProblem(named('NotAllowedError'))).toMatch(/cancelled/);
    expect(passkeyCreationProblem(named('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'))).toMatch(
      /already has a passkey/,
    );
    expect(passkeyCreationProblem(named('NotSupportedError'))).toMatch(/cannot make passkeys/);
    expect(passkeyCreationProblem(undefined)).toMatch(/could not be made/);
  });
});
