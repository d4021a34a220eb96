import { satisfy } from '@module-federation/enhanced/runtime';
import { refusalOf } from './remote-compatibility';

// The shell's copies as the shell provides them; ranges as tools/webpack/federation.cjs emits them
// (`^` and the package manifests' exact versions).
const shell = { react: '19.3.1', '@chairside/ui': '0.4.0', '@chairside/contracts': '0.6.0' };
const check = (declared: unknown) => refusalOf(declared, 1, shell, satisfy);

describe('refusalOf: may the shell run a remote that declares this?', () => {
  it('runs a remote built with the same contracts major and ranges the shell meets', () => {
    expect(check({ contractsMajor: 1, shared: { react: '^19.3.1', '@chairside/ui': '^0.4.0' } })).toBeNull();
    // ^19.0.0 is met by 19.3.1; ^0.4.0 by 0.4.0 only within 0.4.x; `*` and an exact match by anything equal.
    expect(check({ contractsMajor: 1, shared: { react: '^19.0.0', '@chairside/contracts': '0.6.0' } })).toBeNull();
    expect(check({ contractsMajor: 1, shared: { react: '*' } })).toBeNull();
  });

  it('refuses another contracts major', () => {
    expect(check({ contractsMajor: 2, shared: {} })).toBe('built for contracts major 2, this shell speaks 1');
    expect(check({ contractsMajor: 0 })).toBe('built for contracts major 0, this shell speaks 1');
  });

  it('refuses a range the shell’s copy does not meet: a newer minor, another major, 0.x minors', () => {
    expect(check({ contractsMajor: 1, shared: { react: '^19.4.0' } })).toBe(
      'needs react ^19.4.0, this shell has 19.3.1',
    );
    expect(check({ contractsMajor: 1, shared: { react: '^20.0.0' } })).toBe(
      'needs react ^20.0.0, this shell has 19.3.1',
    );
    // Under 1.0.0 a caret holds the minor: ^0.5.0 is >=0.5.0 <0.6.0, which 0.6.0 is not.
    expect(check({ contractsMajor: 1, shared: { '@chairside/contracts': '^0.5.0' } })).toBe(
      'needs @chairside/contracts ^0.5.0, this shell has 0.6.0',
    );
    expect(check({ contractsMajor: 1, shared: { '@chairside/ui': '^1.0.0' } })).toBe(
      'needs @chairside/ui ^1.0.0, this shell has 0.4.0',
    );
    expect(check({ contractsMajor: 1, shared: { react: '19.3.2' } })).toBe('needs react 19.3.2, this shell has 19.3.1');
  });

  it('leaves alone what the shell does not provide, and a manifest that declares nothing', () => {
    expect(check({ contractsMajor: 1, shared: { 'left-pad': '^9.0.0' } })).toBeNull();
    expect(check(undefined)).toBeNull();
    expect(check({})).toBeNull();
  });
});
