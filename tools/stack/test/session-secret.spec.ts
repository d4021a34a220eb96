import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stackSessionSecret } from '../lib/session-secret.mjs';

const PUBLISHED = 'chairside-development-session-secret';

describe('stackSessionSecret (npm start)', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'chairside-secret-'));
    file = join(dir, '.data', 'session-secret');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes a random 32-byte hex secret on the first start, readable by its owner only, and reuses it', () => {
    const first = stackSessionSecret({}, file);
    expect(first.source).toBe('created');
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.secret).not.toBe(PUBLISHED);
    expect(readFileSync(file, 'utf8')).toBe(`${first.secret}\n`);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    expect(stackSessionSecret({}, file)).toEqual({ secret: first.secret, source: 'file' });
    // Another checkout gets its own.
    expect(stackSessionSecret({}, join(dir, 'other', 'session-secret')).secret).not.toBe(first.secret);
  });

  it('takes SESSION_SECRET from the environment first, writing nothing', () => {
    expect(stackSessionSecret({ SESSION_SECRET: 'a'.repeat(40) }, file)).toEqual({
      secret: 'a'.repeat(40),
      source: 'SESSION_SECRET',
    });
    expect(() => statSync(file)).toThrow(/ENOENT/);
  });

  it('narrows a file others could read, and stops on one that holds no secret', () => {
    const secret = stackSessionSecret({}, file).secret;
    chmodSync(file, 0o644);
    expect(stackSessionSecret({}, file).secret).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    writeFileSync(file, `${PUBLISHED}\n`);
    expect(() => stackSessionSecret({}, file)).toThrow(`${file} does not hold a session secret`);
  });
});
