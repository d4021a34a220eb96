// The secret `npm start` signs session cookies with: SESSION_SECRET when set, else a random one made
// on the first start and kept in a local file (ignored by git, readable by its owner only), so a
// restart keeps everyone signed in and no value published in the repository ever signs a cookie.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** 32 random bytes, hex: 64 characters. */
const FORMAT = /^[0-9a-f]{64,}$/;

/**
 * `{ secret, source }`: source is `SESSION_SECRET` (from the environment), `created` (a new file)
 * or `file` (the one made by an earlier start). A file that does not hold such a secret stops the
 * start with a message naming it, rather than being replaced behind the user's back.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} file
 */
export function stackSessionSecret(env, file) {
  if (env.SESSION_SECRET) return { secret: env.SESSION_SECRET, source: 'SESSION_SECRET' };
  /** @type {string | undefined} */
  let existing;
  try {
    existing = readFileSync(file, 'utf8');
  } catch (e) {
    if (/** @type {NodeJS.ErrnoException} */ (e).code !== 'ENOENT') throw e;
  }
  if (existing === undefined) {
    const secret = randomBytes(32).toString('hex');
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    try {
      // wx: two starts at once must not both write; the loser reads the winner's.
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
      return { secret, source: 'created' };
    } catch (e) {
      if (/** @type {NodeJS.ErrnoException} */ (e).code !== 'EEXIST') throw e;
      existing = readFileSync(file, 'utf8');
    }
  }
  const secret = existing.trim();
  if (!FORMAT.test(secret)) {
    throw new Error(`${file} does not hold a session secret (64 hex characters): delete it to have a new one made`);
  }
  // Someone else on the machine must not read it (a copy made with a wider mode, say).
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return { secret, source: 'file' };
}
